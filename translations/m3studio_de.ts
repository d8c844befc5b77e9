<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>GraphModelText</name>
    <message>
        <location filename="../app/workbenches/graph_model_text.cpp" line="12"/>
        <source>a forest of trees on each node alone</source>
        <translation>ein Wald aus Entscheidungsbäumen für jeden Knoten einzeln</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graph_model_text.cpp" line="13"/>
        <source>%1 after %Ln pass(es)</source>
        <translation>
            <numerusform>%1 nach %Ln Durchlauf</numerusform>
            <numerusform>%1 nach %Ln Durchläufen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LearnerSettings</name>
    <message>
        <location filename="../app/shell/learner_settings.cpp" line="78"/>
        <source>%1 (Training Options use the default instead)</source>
        <translation>%1 (die Trainingsoptionen verwenden stattdessen den Standardwert)</translation>
    </message>
</context>
<context>
    <name>PanelWorkbench</name>
    <message>
        <location filename="../app/workbenches/panel_workbench.cpp" line="9"/>
        <source>no model yet: train first</source>
        <translation>noch kein Modell: zuerst trainieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/panel_workbench.cpp" line="13"/>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/panel_workbench.cpp" line="15"/>
        <source>model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/panel_workbench.cpp" line="16"/>
        <source>model: %1, C = %L2</source>
        <translation>Modell: %1, C = %L2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/panel_workbench.cpp" line="20"/>
        <source>invalid sample size</source>
        <translation>ungültige Beispielgröße</translation>
    </message>
    <message>
        <location filename="../app/workbenches/panel_workbench.cpp" line="24"/>
        <source>The project&apos;s model could not be read (%1); train again to see predictions.</source>
        <translation>Das Modell des Projekts konnte nicht gelesen werden (%1); trainieren Sie erneut, um Vorhersagen zu sehen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/panel_workbench.cpp" line="29"/>
        <source>Label next (suggestion %L1, the least sure left): %2, margin %L3. Label it to move on, or press F8 again to skip it.</source>
        <translation>Als Nächstes labeln (Vorschlag %L1, der unsicherste übrige): %2, Abstand %L3. Labeln Sie ihn, um weiterzugehen, oder drücken Sie F8 erneut, um ihn zu überspringen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/panel_workbench.cpp" line="32"/>
        <source>Label next (suggestion %L1, the least sure left): %2, margin %L3. Label it, then press F8 for the next.</source>
        <translation>Als Nächstes labeln (Vorschlag %L1, der unsicherste übrige): %2, Abstand %L3. Labeln Sie ihn, dann zeigt F8 den nächsten.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/panel_workbench.cpp" line="42"/>
        <source>Everything the model predicted is labelled or was shown: train again for more.</source>
        <translation>Alles, was das Modell vorhergesagt hat, ist gelabelt oder wurde gezeigt: trainieren Sie erneut für weitere Vorschläge.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/panel_workbench.cpp" line="43"/>
        <source>Train first: Label Next shows what the model is least sure of.</source>
        <translation>Zuerst trainieren: „Als Nächstes labeln“ zeigt, wessen sich das Modell am wenigsten sicher ist.</translation>
    </message>
</context>
<context>
    <name>ProblemReport</name>
    <message numerus="yes">
        <location filename="../app/shell/problem_report.cpp" line="17"/>
        <source>… and %Ln more (Show Details…).</source>
        <translation>
            <numerusform>… und %Ln weitere (Details anzeigen…).</numerusform>
            <numerusform>… und %Ln weitere (Details anzeigen…).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_project.cpp" line="53"/>
        <source>handwriting project</source>
        <translation>Handschriftprojekt</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_project.cpp" line="64"/>
        <source>names no dataset</source>
        <translation>nennt keinen Datensatz</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_project.cpp" line="75"/>
        <source>label &apos;%1&apos; is not a letter a-z</source>
        <translation>Label „%1“ ist kein Buchstabe a–z</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_project.cpp" line="83"/>
        <source>unknown kernel &quot;%1&quot;</source>
        <translation>unbekannter Kernel „%1“</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_potentials.cpp" line="19"/>
        <source>Learned edge potentials: row = class of the linking node, column = class of the linked node; blue rewards the pair, red penalises it</source>
        <translation>Gelernte Kantenpotenziale: Zeile = Klasse des verlinkenden Knotens, Spalte = Klasse des verlinkten Knotens; Blau belohnt das Paar, Rot bestraft es</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_potentials.cpp" line="45"/>
        <source>%1 → %2: %L3</source>
        <translation>%1 → %2: %L3</translation>
    </message>
    <message>
        <location filename="../app/workbenches/panel_widgets.cpp" line="123"/>
        <source>The AMN learns how neighbouring %1s agree; the SVM and the random forest classify each %1 alone; the voted SVM then lets neighbours vote</source>
        <translation>Das AMN lernt, wie benachbarte Einheiten (%1) übereinstimmen; die SVM und der Random Forest klassifizieren jede Einheit (%1) einzeln; die SVM mit Nachbarabstimmung lässt danach die Nachbarn abstimmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="27"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
</context>
<context>
    <name>StopReason</name>
    <message>
        <location filename="../app/workbenches/stop_reason_text.cpp" line="9"/>
        <source>converged</source>
        <translation>konvergiert</translation>
    </message>
    <message>
        <location filename="../app/workbenches/stop_reason_text.cpp" line="10"/>
        <source>pass limit</source>
        <translation>Durchlaufgrenze erreicht</translation>
    </message>
    <message>
        <location filename="../app/workbenches/stop_reason_text.cpp" line="11"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/stop_reason_text.cpp" line="12"/>
        <source>no labelled data</source>
        <translation>keine gelabelten Daten</translation>
    </message>
</context>
<context>
    <name>StructureSelectionDialog</name>
    <message>
        <location filename="../app/workbenches/bonds/structure_selection_dialog.cpp" line="17"/>
        <source>Structure Model and Chains</source>
        <translation>Strukturmodell und Ketten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/structure_selection_dialog.cpp" line="21"/>
        <source>the first in each file</source>
        <translation>das erste jeder Datei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/structure_selection_dialog.cpp" line="25"/>
        <source>all chains (or e.g. A, B)</source>
        <translation>alle Ketten (oder z. B. A, B)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/structure_selection_dialog.cpp" line="29"/>
        <source>NMR entries hold many models of the same chains; complexes hold several chains. The open files are read again with this choice; a file that lacks the model or a chain is named.</source>
        <translation>NMR-Einträge enthalten viele Modelle derselben Ketten, Komplexe mehrere Ketten. Die geöffneten Dateien werden mit dieser Auswahl neu gelesen; eine Datei ohne das Modell oder eine der Ketten wird genannt.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/structure_selection_dialog.cpp" line="40"/>
        <source>&amp;Model</source>
        <translation>&amp;Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/structure_selection_dialog.cpp" line="41"/>
        <source>&amp;Chains</source>
        <translation>&amp;Ketten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/structure_selection_dialog.cpp" line="57"/>
        <source>model %1</source>
        <translation>Modell %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/structure_selection_dialog.cpp" line="58"/>
        <source>the first model</source>
        <translation>das erste Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/structure_selection_dialog.cpp" line="59"/>
        <source>%1, all chains</source>
        <translation>%1, alle Ketten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/structure_selection_dialog.cpp" line="60"/>
        <source>%1, chains %2</source>
        <translation>%1, Ketten %2</translation>
    </message>
</context>
<context>
    <name>about</name>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="46"/>
        <source>windows, threads, translations</source>
        <translation>Fenster, Threads, Übersetzungen</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="47"/>
        <source>the training monitor&apos;s curves</source>
        <translation>die Kurven des Trainingsmonitors</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="48"/>
        <source>the 3D point cloud view</source>
        <translation>die 3D-Punktwolkenansicht</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="49"/>
        <source>images, superpixels, the random forest baseline</source>
        <translation>Bilder, Superpixel, der Random-Forest-Vergleich</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="50"/>
        <source>min-cut inference</source>
        <translation>Min-Cut-Inferenz</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="51"/>
        <source>LP relaxations</source>
        <translation>LP-Relaxierungen</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="52"/>
        <source>the measured peer of the CLI&apos;s benchmarks</source>
        <translation>das in den CLI-Benchmarks gemessene Vergleichsprogramm</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="53"/>
        <source>the CLI&apos;s runs over several processes</source>
        <translation>die Läufe der CLI über mehrere Prozesse</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="54"/>
        <source>linear algebra</source>
        <translation>lineare Algebra</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="55"/>
        <source>model and project files</source>
        <translation>Modell- und Projektdateien</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="56"/>
        <source>nearest neighbours of points</source>
        <translation>nächste Nachbarn von Punkten</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="57"/>
        <source>PDBx/mmCIF files</source>
        <translation>PDBx/mmCIF-Dateien</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="58"/>
        <source>indexed-colour masks, compressed files</source>
        <translation>Masken mit indizierten Farben, komprimierte Dateien</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="107"/>
        <source>About M3Studio</source>
        <translation>Über M3Studio</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="108"/>
        <source>&lt;b&gt;M3Studio&lt;/b&gt; %1&lt;br&gt;Annotate structured data and learn from it interactively with max-margin Markov networks.&lt;br&gt;Licence: GPL-3.0-or-later.&lt;br&gt;&lt;br&gt;Built with:</source>
        <translation>&lt;b&gt;M3Studio&lt;/b&gt; %1&lt;br&gt;Strukturierte Daten annotieren und interaktiv mit Max-Margin-Markov-Netzen daraus lernen.&lt;br&gt;Lizenz: GPL-3.0-or-later.&lt;br&gt;&lt;br&gt;Erstellt mit:</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="78"/>
        <source>M3Studio User Guide</source>
        <translation>M3Studio-Benutzerhandbuch</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="83"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location filename="../app/shell/help_windows.cpp" line="84"/>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
</context>
<context>
    <name>m3::BackgroundScenes</name>
    <message>
        <location filename="../app/workbenches/background_scenes.cpp" line="9"/>
        <source>Superpixels of %1 failed: %2</source>
        <translation>Superpixel von %1 fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>m3::BondListModel</name>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="41"/>
        <source>%L1 ≈</source>
        <translation>%L1 ≈</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="48"/>
        <source>%L1/%L2</source>
        <translation>%L1/%L2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="51"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="51"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="68"/>
        <source>Bonds from the file&apos;s SSBOND records</source>
        <translation>Bindungen aus den SSBOND-Einträgen der Datei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="70"/>
        <source>The file has no SSBOND records: bonds inferred from SG–SG distances below 2.5 Å</source>
        <translation>Die Datei hat keine SSBOND-Einträge: Bindungen aus SG–SG-Abständen unter 2,5 Å erschlossen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="74"/>
        <source>Bonds from the FASTA header&apos;s bonds= annotation</source>
        <translation>Bindungen aus der bonds=-Angabe der FASTA-Kopfzeile</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="76"/>
        <source>Bonds from the DISULFIND set&apos;s connectivity</source>
        <translation>Bindungen aus der Konnektivität des DISULFIND-Datensatzes</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="78"/>
        <source>The file gives no bonds</source>
        <translation>Die Datei gibt keine Bindungen an</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="82"/>
        <source>Bonds you set (trained on)</source>
        <translation>Von Ihnen gesetzte Bindungen (darauf wird trainiert)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="85"/>
        <source>Predicted bonds that match the file&apos;s bonds (held out)</source>
        <translation>Vorhergesagte Bindungen, die mit denen der Datei übereinstimmen (zurückgehalten)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="86"/>
        <source>Predicted bonds that match your bonds (trained on)</source>
        <translation>Vorhergesagte Bindungen, die mit Ihren übereinstimmen (darauf trainiert)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="12"/>
        <source>Protein</source>
        <translation>Protein</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="13"/>
        <source>Cys</source>
        <translation>Cys</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="14"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="15"/>
        <source>Yours</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="16"/>
        <source>Correct</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="17"/>
        <source>All right</source>
        <translation>Alle richtig</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="13"/>
        <source>Cysteines in the chain</source>
        <translation>Cysteine in der Kette</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="14"/>
        <source>Bonds the file gives (≈: inferred from SG–SG distances)</source>
        <translation>Bindungen laut Datei (≈: aus SG–SG-Abständen erschlossen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="15"/>
        <source>Bonds you set: these proteins are trained on</source>
        <translation>Von Ihnen gesetzte Bindungen: auf diesen Proteinen wird trainiert</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="16"/>
        <source>Correctly predicted bonds / bonds</source>
        <translation>Richtig vorhergesagte Bindungen / Bindungen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="17"/>
        <source>Whole connectivity pattern predicted right</source>
        <translation>Ganzes Bindungsmuster richtig vorhergesagt</translation>
    </message>
</context>
<context>
    <name>m3::BondPanel</name>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="47"/>
        <source>Click two cysteines to bond or unbond them (Esc cancels). Wheel: zoom; Shift+wheel: scroll. Hover a cysteine or an arc for its pair scores.</source>
        <translation>Zwei Cysteine anklicken, um sie zu verbinden oder zu trennen (Esc bricht ab). Mausrad: zoomen; Umschalt+Mausrad: scrollen. Über einem Cystein oder Bogen verweilen zeigt die Paarbewertungen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="53"/>
        <source>Sequence</source>
        <translation>Sequenz</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="55"/>
        <source>3D Structure</source>
        <translation>3D-Struktur</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="57"/>
        <source>The C-alpha trace, the cysteines&apos; SG atoms and the bonds between them (PDB input only)</source>
        <translation>Die C-alpha-Kette, die SG-Atome der Cysteine und die Bindungen zwischen ihnen (nur bei PDB-Eingabe)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="68"/>
        <source>Cysteine %1 selected: click its partner (or it again to cancel).</source>
        <translation>Cystein %1 gewählt: seinen Partner anklicken (oder es selbst erneut, um abzubrechen).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="91"/>
        <source>Use File Bonds</source>
        <translation>Bindungen der Datei übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="92"/>
        <source>Take the bonds the file gives as your bonds for the selected proteins (one undo step)</source>
        <translation>Die Bindungen der Datei als Ihre Bindungen für die gewählten Proteine übernehmen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="93"/>
        <source>Clear Your Bonds</source>
        <translation>Ihre Bindungen löschen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="94"/>
        <source>Remove your bonds from the selected proteins (one undo step)</source>
        <translation>Ihre Bindungen von den gewählten Proteinen entfernen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="98"/>
        <source>M3N learns pair scores so that the whole matching is right; the baseline classifies each pair on its own and matches afterwards</source>
        <translation>M3N lernt Paarbewertungen so, dass das ganze Matching stimmt; der Vergleich klassifiziert jedes Paar einzeln und bildet das Matching danach</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="98"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="107"/>
        <source>Bonds</source>
        <translation>Bindungen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="107"/>
        <source>Proteins</source>
        <translation>Proteine</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="107"/>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="107"/>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="108"/>
        <source>Fraction of the file&apos;s bonds predicted</source>
        <translation>Anteil der Bindungen der Datei, die vorhergesagt wurden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="109"/>
        <source>Fraction of proteins whose whole pattern is right</source>
        <translation>Anteil der Proteine mit ganz richtigem Muster</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="139"/>
        <source>The trypsin demo needs the Debian package theseus-examples (%1 is missing or empty).</source>
        <translation>Die Trypsin-Demo braucht das Debian-Paket theseus-examples (%1 fehlt oder ist leer).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="147"/>
        <source>Reading %Ln structure(s)…</source>
        <translation>
            <numerusform>%Ln Struktur wird gelesen…</numerusform>
            <numerusform>%Ln Strukturen werden gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="152"/>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="176"/>
        <source>Opening was cancelled: the open proteins stay.</source>
        <translation>Öffnen abgebrochen: die geöffneten Proteine bleiben erhalten.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="157"/>
        <source>No trypsin chain could be read:
%1</source>
        <translation>Es konnte keine Trypsin-Kette gelesen werden:
%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="161"/>
        <source>trypsin demo (theseus-examples, %Ln chain(s))</source>
        <translation>
            <numerusform>Trypsin-Demo (theseus-examples, %Ln Kette)</numerusform>
            <numerusform>Trypsin-Demo (theseus-examples, %Ln Ketten)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="172"/>
        <source>Reading proteins…</source>
        <translation>Proteine werden gelesen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="196"/>
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln Datei</numerusform>
            <numerusform>%Ln Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="213"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %Ln protein(s).</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln Protein.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln Proteine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="298"/>
        <source>Use the file&apos;s bonds (%Ln protein(s))</source>
        <translation>
            <numerusform>Bindungen der Datei übernehmen (%Ln Protein)</numerusform>
            <numerusform>Bindungen der Datei übernehmen (%Ln Proteine)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="304"/>
        <source>Clear your bonds (%Ln protein(s))</source>
        <translation>
            <numerusform>Ihre Bindungen löschen (%Ln Protein)</numerusform>
            <numerusform>Ihre Bindungen löschen (%Ln Proteine)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="370"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%Ln protein(s) you did not label, against the file&apos;s bonds): precision &lt;b&gt;%L1&lt;/b&gt;, accuracy &lt;b&gt;%L2&lt;/b&gt;; a random matching would get %L3 of the bonds.</source>
        <translation>
            <numerusform>&lt;b&gt;Zurückgehalten&lt;/b&gt; (%Ln Protein, das Sie nicht gelabelt haben, im Vergleich zu den Bindungen der Datei): Präzision &lt;b&gt;%L1&lt;/b&gt;, Genauigkeit &lt;b&gt;%L2&lt;/b&gt;; ein zufälliges Matching träfe %L3 der Bindungen.</numerusform>
            <numerusform>&lt;b&gt;Zurückgehalten&lt;/b&gt; (%Ln Proteine, die Sie nicht gelabelt haben, im Vergleich zu den Bindungen der Datei): Präzision &lt;b&gt;%L1&lt;/b&gt;, Genauigkeit &lt;b&gt;%L2&lt;/b&gt;; ein zufälliges Matching träfe %L3 der Bindungen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="403"/>
        <source>Predicting with the project&apos;s model…</source>
        <translation>Vorhersage mit dem Projektmodell…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="404"/>
        <source>Training on %Ln protein(s)…</source>
        <translation>
            <numerusform>Training auf %Ln Protein…</numerusform>
            <numerusform>Training auf %Ln Proteinen…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="426"/>
        <source>protein %1, %Ln predicted bond(s)</source>
        <extracomment>%1 is the protein&apos;s name</extracomment>
        <translation>
            <numerusform>Protein %1, %Ln vorhergesagte Bindung</numerusform>
            <numerusform>Protein %1, %Ln vorhergesagte Bindungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="439"/>
        <source>%1 trained on %Ln protein(s): %2 after %3 (%L4 s).</source>
        <extracomment>%3 is &quot;%Ln pass(es)&quot;</extracomment>
        <translation>
            <numerusform>%1 auf %Ln Protein trainiert: %2 nach %3 (%L4 s).</numerusform>
            <numerusform>%1 auf %Ln Proteinen trainiert: %2 nach %3 (%L4 s).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="442"/>
        <source>%Ln pass(es)</source>
        <translation>
            <numerusform>%Ln Durchlauf</numerusform>
            <numerusform>%Ln Durchläufen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="183"/>
        <source>No chain with two or more cysteines in %1</source>
        <translation>Keine Kette mit zwei oder mehr Cysteinen in %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="192"/>
        <source>Cannot mix these inputs in one set: %1</source>
        <translation>Diese Eingaben lassen sich nicht in einem Satz mischen: %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="215"/>
        <source>Bonds of %L1 of them are inferred from SG–SG distances below 2.5 Å (the files have no SSBOND records), marked ≈.</source>
        <translation>Die Bindungen von %L1 davon sind aus SG–SG-Abständen unter 2,5 Å erschlossen (die Dateien haben keine SSBOND-Einträge), markiert mit ≈.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="220"/>
        <source>The files give no bonds: set them yourself.</source>
        <translation>Die Dateien geben keine Bindungen an: setzen Sie sie selbst.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="224"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="231"/>
        <source>No proteins open.
File ▸ Open Proteins… reads PDB files, FASTA files with bonds= annotations or a DISULFIND folder; File ▸ Open the Trypsin Demo opens real trypsin structures.</source>
        <translation>Keine Proteine geöffnet.
Datei ▸ Proteine öffnen… liest PDB-Dateien, FASTA-Dateien mit bonds=-Angaben oder einen DISULFIND-Ordner; Datei ▸ Trypsin-Demo öffnen öffnet echte Trypsin-Strukturen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="234"/>
        <source>No proteins open.
File ▸ Open Proteins… reads PDB files (.pdb, .ent, .gz), FASTA files with bonds= annotations or a DISULFIND folder.
The trypsin demo needs the Debian package theseus-examples (not installed).</source>
        <translation>Keine Proteine geöffnet.
Datei ▸ Proteine öffnen… liest PDB-Dateien (.pdb, .ent, .gz), FASTA-Dateien mit bonds=-Angaben oder einen DISULFIND-Ordner.
Die Trypsin-Demo braucht das Debian-Paket theseus-examples (nicht installiert).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="238"/>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="240"/>
        <source>No proteins open.</source>
        <translation>Keine Proteine geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="287"/>
        <source>Unbond Cys %1–Cys %2 of %3</source>
        <translation>Bindung Cys %1–Cys %2 von %3 lösen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="288"/>
        <source>Bond Cys %1–Cys %2 of %3</source>
        <translation>Cys %1–Cys %2 von %3 verbinden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="312"/>
        <source>no proteins are open</source>
        <translation>keine Proteine geöffnet</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="318"/>
        <source>%1 has no sequence (per-cysteine vectors only): FASTA needs sequences</source>
        <translation>%1 hat keine Sequenz (nur Vektoren je Cystein): FASTA braucht Sequenzen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="341"/>
        <source>Give some proteins their bonds (click two cysteines, or Use File Bonds), then Train (F5). Proteins you leave alone are held out and scored here.</source>
        <translation>Geben Sie einigen Proteinen ihre Bindungen (zwei Cysteine anklicken oder Bindungen der Datei übernehmen), dann Trainieren (F5). Proteine, die Sie nicht bearbeiten, werden zurückgehalten und hier bewertet.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="359"/>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="362"/>
        <source>Every protein with file bonds is labelled: none is held out to score the model.</source>
        <translation>Jedes Protein mit Datei-Bindungen ist gelabelt: keines bleibt zurückgehalten, um das Modell zu bewerten.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="384"/>
        <source>Open some proteins first (File ▸ Open Proteins…).</source>
        <translation>Öffnen Sie zuerst einige Proteine (Datei ▸ Proteine öffnen…).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="388"/>
        <source>Give some proteins their bonds first: click two cysteines, or select proteins and press Use File Bonds.</source>
        <translation>Geben Sie zuerst einigen Proteinen ihre Bindungen: zwei Cysteine anklicken, oder Proteine wählen und „Bindungen der Datei übernehmen“ drücken.</translation>
    </message>
</context>
<context>
    <name>m3::BondStructureView</name>
    <message>
        <location filename="../views/bond_structure_view.cpp" line="97"/>
        <source>C-alpha trace</source>
        <translation>C-alpha-Kette</translation>
    </message>
    <message>
        <location filename="../views/bond_structure_view.cpp" line="97"/>
        <source>SG atom</source>
        <translation>SG-Atom</translation>
    </message>
    <message>
        <location filename="../views/bond_structure_view.cpp" line="98"/>
        <source>predicted, right</source>
        <translation>vorhergesagt, richtig</translation>
    </message>
    <message>
        <location filename="../views/bond_structure_view.cpp" line="99"/>
        <source>predicted, wrong</source>
        <translation>vorhergesagt, falsch</translation>
    </message>
    <message>
        <location filename="../views/bond_structure_view.cpp" line="100"/>
        <source>bond not predicted</source>
        <translation>nicht vorhergesagte Bindung</translation>
    </message>
    <message>
        <location filename="../views/bond_structure_view.cpp" line="106"/>
        <source>Grey: C-alpha trace; yellow: SG atoms of the cysteines; green / red: predicted bonds, right / wrong; blue: bonds of yours (else the file&apos;s) not predicted.
Left drag: orbit; right drag: pan; wheel: zoom.</source>
        <translation>Grau: C-alpha-Kette; gelb: SG-Atome der Cysteine; grün / rot: vorhergesagte Bindungen, richtig / falsch; blau: Ihre Bindungen (sonst die der Datei), die nicht vorhergesagt wurden.
Links ziehen: drehen; rechts ziehen: verschieben; Mausrad: zoomen.</translation>
    </message>
    <message>
        <location filename="../views/bond_structure_view.cpp" line="108"/>
        <location filename="../views/bond_structure_view.cpp" line="149"/>
        <source>No 3D structure: this protein came from FASTA or DISULFIND.</source>
        <translation>Keine 3D-Struktur: Dieses Protein stammt aus FASTA oder DISULFIND.</translation>
    </message>
</context>
<context>
    <name>m3::BondView</name>
    <message>
        <location filename="../views/bond_view.cpp" line="42"/>
        <source>No protein to show.</source>
        <translation>Kein Protein anzuzeigen.</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="271"/>
        <source>Cys %1 (residue %2)</source>
        <translation>Cys %1 (Rest %2)</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="272"/>
        <source>Cys %1</source>
        <translation>Cys %1</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="280"/>
        <source>Bond %1 – %2</source>
        <translation>Bindung %1 – %2</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="283"/>
        <source>pair score %L1</source>
        <translation>Paarbewertung %L1</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="290"/>
        <source>No pair scores yet: train a model (F5).</source>
        <translation>Noch keine Paarbewertungen: trainieren Sie ein Modell (F5).</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="297"/>
        <source>Not a candidate: the reference leaves this cysteine free.</source>
        <translation>Kein Kandidat: die Referenz lässt dieses Cystein frei.</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="301"/>
        <source>partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="302"/>
        <source>score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="306"/>
        <location filename="../views/bond_view.cpp" line="324"/>
        <source>predicted</source>
        <translation>vorhergesagt</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="307"/>
        <location filename="../views/bond_view.cpp" line="332"/>
        <source>yours</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="308"/>
        <location filename="../views/bond_view.cpp" line="450"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="315"/>
        <source>… and %L1 more</source>
        <translation>… und %L1 weitere</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="325"/>
        <source>predicted, correct</source>
        <translation>vorhergesagt, richtig</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="326"/>
        <location filename="../views/bond_view.cpp" line="452"/>
        <source>predicted, wrong</source>
        <translation>vorhergesagt, falsch</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="332"/>
        <source>from the file</source>
        <translation>aus der Datei</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/bond_view.cpp" line="470"/>
        <source>(%Ln cysteine(s))</source>
        <translation>
            <numerusform>(%Ln Cystein)</numerusform>
            <numerusform>(%Ln Cysteine)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="449"/>
        <source>your bonds</source>
        <translation>Ihre Bindungen</translation>
    </message>
    <message>
        <location filename="../views/bond_view.cpp" line="451"/>
        <source>predicted, right</source>
        <translation>vorhergesagt, richtig</translation>
    </message>
</context>
<context>
    <name>m3::BondWorkbench</name>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="27"/>
        <source>&amp;Protein Bonds</source>
        <translation>&amp;Proteinbindungen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="28"/>
        <source>Disulfide connectivity: max-margin perfect matching over cysteines</source>
        <translation>Disulfid-Konnektivität: perfektes Max-Margin-Matching über Cysteine</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="29"/>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="30"/>
        <source>Proteins (*.pdb *.ent *.cif *.mmcif *.gz *.fasta *.fa *.faa *.fas);;All files (*)</source>
        <translation>Proteine (*.pdb *.ent *.cif *.mmcif *.gz *.fasta *.fa *.faa *.fas);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="33"/>
        <source>FASTA with bonds (*.fasta *.fa)</source>
        <translation>FASTA mit Bindungen (*.fasta *.fa)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="40"/>
        <source>Open &amp;Proteins…</source>
        <translation>&amp;Proteine öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="41"/>
        <source>Open PDB files, a FASTA file with bonds= annotations or a DISULFIND folder</source>
        <translation>PDB-Dateien, eine FASTA-Datei mit bonds=-Angaben oder einen DISULFIND-Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="43"/>
        <source>Ctrl+Alt+O</source>
        <translation>Ctrl+Alt+O</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="45"/>
        <source>Open the Tr&amp;ypsin Demo</source>
        <translation>Tr&amp;ypsin-Demo öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="46"/>
        <source>The trypsin-family structures of the Debian package theseus-examples, bonds from SG–SG distances</source>
        <translation>Die Strukturen der Trypsin-Familie aus dem Debian-Paket theseus-examples, Bindungen aus SG–SG-Abständen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="51"/>
        <source>Trypsin demo not available</source>
        <translation>Trypsin-Demo nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="53"/>
        <source>Structure Model and C&amp;hains…</source>
        <translation>Strukturmodell und Ke&amp;tten…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="54"/>
        <source>Which model (NMR entries hold many) and chains of PDB / mmCIF files to read</source>
        <translation>Welches Modell (NMR-Einträge enthalten viele) und welche Ketten von PDB- / mmCIF-Dateien gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="71"/>
        <source>Structure Model and Chains</source>
        <translation>Strukturmodell und Ketten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="72"/>
        <source>Read with %1; some files were skipped:</source>
        <translation>Gelesen mit %1; einige Dateien wurden übersprungen:</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="73"/>
        <source>Nothing could be read with %1; the open proteins stay.</source>
        <translation>Mit %1 ließ sich nichts lesen; die geöffneten Proteine bleiben.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="78"/>
        <source>Click two cysteines</source>
        <translation>Zwei Cysteine anklicken</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="78"/>
        <source>Bond them, or unbond them when they are bonded</source>
        <translation>Sie verbinden oder, wenn sie schon verbunden sind, trennen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="79"/>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="79"/>
        <source>Zoom the sequence track</source>
        <translation>Die Sequenzspur zoomen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="80"/>
        <source>Drag (3D Structure)</source>
        <translation>Ziehen (3D-Struktur)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="80"/>
        <source>Orbit; Shift+drag pans, wheel zooms</source>
        <translation>Drehen; Umschalt+Ziehen verschiebt, Mausrad zoomt</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="109"/>
        <source>Proteins: %L1 · with your bonds: %L2</source>
        <translation>Proteine: %L1 · mit Ihren Bindungen: %L2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="169"/>
        <source>protein %1 is not %2 any more: the data changed</source>
        <translation>Protein %1 ist nicht mehr %2: die Daten haben sich geändert</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="179"/>
        <source>Training on %Ln protein(s)…</source>
        <translation>
            <numerusform>Training auf %Ln Protein…</numerusform>
            <numerusform>Training auf %Ln Proteinen…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::ClassList</name>
    <message>
        <location filename="../app/workbenches/class_list.cpp" line="31"/>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <location filename="../app/workbenches/class_list.cpp" line="31"/>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../app/workbenches/class_list.cpp" line="78"/>
        <source>Untick to hide this class in the view</source>
        <translation>Haken entfernen, um diese Klasse in der Ansicht auszublenden</translation>
    </message>
</context>
<context>
    <name>m3::GraphDocument</name>
    <message>
        <location filename="../app/workbenches/graphs/graph_document.cpp" line="42"/>
        <source>graph %1</source>
        <translation>Graph %1</translation>
    </message>
</context>
<context>
    <name>m3::GraphNodeModel</name>
    <message>
        <location filename="../app/workbenches/graphs/graph_node_model.cpp" line="55"/>
        <source>How much the model&apos;s score drops if this node alone changes its class (0: a tie)</source>
        <translation>Wie stark die Bewertung des Modells sinkt, wenn nur dieser Knoten seine Klasse ändert (0: Gleichstand)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_node_model.cpp" line="13"/>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_node_model.cpp" line="14"/>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_node_model.cpp" line="15"/>
        <source>File label</source>
        <translation>Datei-Label</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_node_model.cpp" line="16"/>
        <source>Yours</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_node_model.cpp" line="17"/>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_node_model.cpp" line="18"/>
        <source>Margin</source>
        <translation>Margin</translation>
    </message>
</context>
<context>
    <name>m3::GraphPanel</name>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="59"/>
        <source>Layout of %1: %2.</source>
        <translation>Layout von %1: %2.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="67"/>
        <source>No graph open. File ▸ Open Graphs… reads graph JSON or node and edge tables (e.g. WebKB); File ▸ Open the Graphs Sample opens a generated department&apos;s web pages.</source>
        <translation>Kein Graph geöffnet. Datei ▸ Graphen öffnen… liest Graph-JSON oder Knoten- und Kantentabellen (z. B. WebKB); Datei ▸ Graphen-Beispiel öffnen öffnet die Webseiten eines erzeugten Fachbereichs.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="86"/>
        <source>The graph drawn on the right (labels and training use every open graph)</source>
        <translation>Der rechts gezeichnete Graph (Labels und Training nutzen jeden geöffneten Graphen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="90"/>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="92"/>
        <source>Find a node by name (Enter: next match)</source>
        <translation>Einen Knoten nach Namen suchen (Eingabe: nächster Treffer)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="99"/>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="125"/>
        <source>Use File Labels</source>
        <translation>Datei-Labels übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="125"/>
        <source>Take the file&apos;s labels as yours for the selected nodes (one undo step)</source>
        <translation>Die Labels der Datei als Ihre für die gewählten Knoten übernehmen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="126"/>
        <source>Clear Your Labels</source>
        <translation>Ihre Labels löschen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="126"/>
        <source>Make the selected nodes unlabelled again (one undo step)</source>
        <translation>Die gewählten Knoten wieder ungelabelt machen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="132"/>
        <source>The general M3N learns a score for every pair of classes a link joins (any sign); the AMN only rewards links whose ends agree; the SVM and the forest classify each node alone, the voted SVM then lets linked nodes vote</source>
        <translation>Das allgemeine M3N lernt eine Bewertung für jedes Klassenpaar, das ein Link verbindet (mit beliebigem Vorzeichen); das AMN belohnt nur Links, deren Enden übereinstimmen; die SVM und der Random Forest klassifizieren jeden Knoten einzeln, die SVM mit Nachbarabstimmung lässt danach verlinkte Knoten abstimmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="131"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="137"/>
        <source>No label</source>
        <translation>Keine Beschriftung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="138"/>
        <source>Click a class, or press its key, to give it to the selected nodes</source>
        <translation>Eine Klasse anklicken oder ihre Taste drücken, um sie den gewählten Knoten zu geben</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="151"/>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="151"/>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="151"/>
        <source>Recall</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="151"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="151"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="152"/>
        <source>Of the held-out nodes predicted in this class, the share that is</source>
        <translation>Von den zurückgehaltenen Knoten, die als diese Klasse vorhergesagt wurden, der Anteil, der es wirklich ist</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="153"/>
        <source>Of the held-out nodes of this class, the share predicted so</source>
        <translation>Von den zurückgehaltenen Knoten dieser Klasse der Anteil, der so vorhergesagt wurde</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="158"/>
        <source>Which edge feature&apos;s potentials the heat map shows</source>
        <translation>Für welches Kantenmerkmal die Heatmap die Potenziale zeigt</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="175"/>
        <source>Opening…</source>
        <translation>Wird geöffnet…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="185"/>
        <source>%1 (%Ln node(s))</source>
        <translation>
            <numerusform>%1 (%Ln Knoten)</numerusform>
            <numerusform>%1 (%Ln Knoten)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="191"/>
        <source>Links from row class to column class</source>
        <translation>Links von der Zeilenklasse zur Spaltenklasse</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="191"/>
        <source>Links from column class to row class</source>
        <translation>Links von der Spaltenklasse zur Zeilenklasse</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="192"/>
        <source>Edge feature %1</source>
        <translation>Kantenmerkmal %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="212"/>
        <source>Laying out %Ln node(s)…</source>
        <translation>
            <numerusform>%Ln Knoten wird angeordnet…</numerusform>
            <numerusform>%Ln Knoten werden angeordnet…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="272"/>
        <source>Select nodes (click, Ctrl+click, drag a box, or in the table) and press a class&apos;s key or click the class; &lt;b&gt;0&lt;/b&gt; unlabels. A dark ring marks your labels; predictions are paler where the model is unsure. Wheel or +/− zooms, right-drag pans.</source>
        <translation>Knoten wählen (Klick, Strg+Klick, Rahmen ziehen oder in der Tabelle) und die Taste einer Klasse drücken oder die Klasse anklicken; &lt;b&gt;0&lt;/b&gt; entfernt die Beschriftung. Ein dunkler Ring markiert Ihre Beschriftungen; Vorhersagen sind blasser, wo das Modell unsicher ist. Mausrad oder +/− zoomt, Ziehen mit rechter Taste verschiebt.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="300"/>
        <source>node %1 of %2, predicted %3</source>
        <extracomment>%1 is the node&apos;s name, %2 its graph&apos;s, %3 the class the model predicts</extracomment>
        <translation>Knoten %1 von %2, vorhergesagt %3</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="348"/>
        <source>No node&apos;s name contains “%1”.</source>
        <translation>Kein Knotenname enthält „%1“.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="372"/>
        <source>Select nodes first: click one, Ctrl+click more, or drag a box around them.</source>
        <translation>Wählen Sie zuerst Knoten: einen anklicken, weitere mit Strg+Klick, oder ein Rechteck um sie ziehen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="378"/>
        <source>Unlabel %Ln node(s)</source>
        <translation>
            <numerusform>Label von %Ln Knoten entfernen</numerusform>
            <numerusform>Labels von %Ln Knoten entfernen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="379"/>
        <source>Label %Ln node(s) as %1</source>
        <translation>
            <numerusform>%Ln Knoten als %1 labeln</numerusform>
            <numerusform>%Ln Knoten als %1 labeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="390"/>
        <source>Use the file&apos;s labels (%Ln node(s))</source>
        <translation>
            <numerusform>Labels der Datei übernehmen (%Ln Knoten)</numerusform>
            <numerusform>Labels der Datei übernehmen (%Ln Knoten)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="395"/>
        <source>Open a graph first (File ▸ Open Graphs…).</source>
        <translation>Öffnen Sie zuerst einen Graphen (Datei ▸ Graphen öffnen…).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="399"/>
        <source>Label some nodes first: select them and press a class&apos;s key, or Use File Labels.</source>
        <translation>Labeln Sie zuerst einige Knoten: sie wählen und die Taste einer Klasse drücken, oder Datei-Labels übernehmen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="425"/>
        <source>%1 trained on %Ln labelled node(s) in %L2 s%3; %4 predicted in %L5 s.</source>
        <extracomment>%4 is &quot;%Ln node(s)&quot;</extracomment>
        <translation>
            <numerusform>%1 auf %Ln gelabelten Knoten in %L2 s%3 trainiert; %4 in %L5 s vorhergesagt.</numerusform>
            <numerusform>%1 auf %Ln gelabelten Knoten in %L2 s%3 trainiert; %4 in %L5 s vorhergesagt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="430"/>
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln Knoten</numerusform>
            <numerusform>%Ln Knoten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="451"/>
        <source>Label some nodes, then Train (F5). Nodes you leave alone are held out and scored here against the file&apos;s labels; the learned link potentials appear on the right.</source>
        <translation>Labeln Sie einige Knoten, dann Trainieren (F5). Knoten, die Sie nicht labeln, werden zurückgehalten und hier mit den Labels der Datei verglichen; die gelernten Link-Potenziale erscheinen rechts.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="458"/>
        <source> The LP was integral on %L1 of %Ln graph(s) (fractional ones are rounded).</source>
        <translation>
            <numerusform> Das LP war auf %L1 von %Ln Graphen ganzzahlig (gebrochene Lösungen werden gerundet).</numerusform>
            <numerusform> Das LP war auf %L1 von %Ln Graphen ganzzahlig (gebrochene Lösungen werden gerundet).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="463"/>
        <source>No held-out node has a label in the file to score against.</source>
        <translation>Kein zurückgehaltener Knoten hat in der Datei ein Label zum Vergleichen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="483"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%Ln node(s) you did not label, against the file&apos;s labels), %1: accuracy &lt;b&gt;%L2&lt;/b&gt;.%3</source>
        <translation>
            <numerusform>&lt;b&gt;Zurückgehalten&lt;/b&gt; (%Ln von Ihnen nicht gelabelter Knoten, im Vergleich zu den Labels der Datei), %1: Genauigkeit &lt;b&gt;%L2&lt;/b&gt;.%3</numerusform>
            <numerusform>&lt;b&gt;Zurückgehalten&lt;/b&gt; (%Ln von Ihnen nicht gelabelte Knoten, im Vergleich zu den Labels der Datei), %1: Genauigkeit &lt;b&gt;%L2&lt;/b&gt;.%3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="29"/>
        <source>generated department</source>
        <translation>erzeugter Fachbereich</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="31"/>
        <source>&lt;b&gt;Generated web pages&lt;/b&gt; of a department: %Ln page(s) (student, faculty, course, project), %1, %2. Students link to faculty and courses, faculty to courses and projects: links rarely join pages of one class, which the general M3N learns and the AMN cannot.</source>
        <extracomment>%1 is &quot;%Ln link(s)&quot;, %2 &quot;%Ln word(s) each&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;Erzeugte Webseiten&lt;/b&gt; eines Fachbereichs: %Ln Seite (student, faculty, course, project), %1, %2. Seiten von Studierenden verlinken auf Lehrende und Kurse, Seiten von Lehrenden auf Kurse und Projekte: Links verbinden selten Seiten derselben Klasse, was das allgemeine M3N lernt und das AMN nicht kann.</numerusform>
            <numerusform>&lt;b&gt;Erzeugte Webseiten&lt;/b&gt; eines Fachbereichs: %Ln Seiten (student, faculty, course, project), %1, %2. Seiten von Studierenden verlinken auf Lehrende und Kurse, Seiten von Lehrenden auf Kurse und Projekte: Links verbinden selten Seiten derselben Klasse, was das allgemeine M3N lernt und das AMN nicht kann.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="35"/>
        <source>%Ln link(s)</source>
        <translation>
            <numerusform>%Ln Link</numerusform>
            <numerusform>%Ln Links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="36"/>
        <source>%Ln word(s) each</source>
        <translation>
            <numerusform>je %Ln Wort</numerusform>
            <numerusform>je %Ln Wörter</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="47"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="52"/>
        <source> %1 and %2 were dropped.</source>
        <translation> %1 und %2 wurden verworfen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="53"/>
        <source>%Ln self-link(s)</source>
        <translation>
            <numerusform>%Ln Selbst-Link</numerusform>
            <numerusform>%Ln Selbst-Links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="54"/>
        <source>%Ln repeated link(s)</source>
        <translation>
            <numerusform>%Ln wiederholter Link</numerusform>
            <numerusform>%Ln wiederholte Links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="65"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %Ln node(s), %2, %3, %4.%5</source>
        <extracomment>%2 is &quot;%Ln edge(s)&quot;, %3 &quot;%Ln class(es)&quot;, %4 &quot;%Ln node feature(s)&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln Knoten, %2, %3, %4.%5</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln Knoten, %2, %3, %4.%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="67"/>
        <source>%Ln edge(s)</source>
        <translation>
            <numerusform>%Ln Kante</numerusform>
            <numerusform>%Ln Kanten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="68"/>
        <source>%Ln class(es)</source>
        <translation>
            <numerusform>%Ln Klasse</numerusform>
            <numerusform>%Ln Klassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="69"/>
        <source>%Ln node feature(s)</source>
        <translation>
            <numerusform>%Ln Knotenmerkmal</numerusform>
            <numerusform>%Ln Knotenmerkmale</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="79"/>
        <source>no graph is open</source>
        <translation>kein Graph geöffnet</translation>
    </message>
</context>
<context>
    <name>m3::GraphWorkbench</name>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="14"/>
        <source>Linked data (hypertext, citations): general pairwise M3Ns, AMNs and per-node baselines</source>
        <translation>Verknüpfte Daten (Hypertext, Zitationen): allgemeine paarweise M3Ns, AMNs und Vergleichsverfahren je Knoten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="16"/>
        <source>Ctrl+7</source>
        <translation>Ctrl+7</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="17"/>
        <source>Graphs (*.graphs.json *.json *.gz *.txt *.csv *.tsv);;All files (*)</source>
        <translation>Graphen (*.graphs.json *.json *.gz *.txt *.csv *.tsv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="21"/>
        <source>Node labels CSV (*.csv);;Graph JSON with your labels (*.graphs.json)</source>
        <translation>Knoten-Labels als CSV (*.csv);;Graph-JSON mit Ihren Labels (*.graphs.json)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="30"/>
        <source>Open &amp;Graphs…</source>
        <translation>&amp;Graphen öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="31"/>
        <source>Open a graph JSON file, or node tables with their edge lists (e.g. WebKB&apos;s schools)</source>
        <translation>Eine Graph-JSON-Datei öffnen oder Knotentabellen mit ihren Kantenlisten (z. B. die Hochschulen von WebKB)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="13"/>
        <source>G&amp;raphs</source>
        <translation>G&amp;raphen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="33"/>
        <source>Open the Graphs Sam&amp;ple</source>
        <translation>Graphen-Beis&amp;piel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="34"/>
        <source>A generated department&apos;s web pages, whose links are not associative</source>
        <translation>Die Webseiten eines erzeugten Fachbereichs, deren Links nicht assoziativ sind</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="39"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="39"/>
        <source>Give the selected nodes that class</source>
        <translation>Den gewählten Knoten diese Klasse geben</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="40"/>
        <source>0, Delete</source>
        <translation>0, Entf</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="40"/>
        <source>Make the selected nodes unlabelled</source>
        <translation>Die gewählten Knoten ungelabelt machen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="41"/>
        <source>Click, Ctrl+click, drag</source>
        <translation>Klick, Strg+Klick, Ziehen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="41"/>
        <source>Select a node, add one, select a box of them</source>
        <translation>Einen Knoten wählen, einen hinzufügen, alle Knoten in einem Rechteck wählen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="42"/>
        <source>Wheel, + / −</source>
        <translation>Mausrad, + / −</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="42"/>
        <source>Zoom the graph</source>
        <translation>Den Graphen zoomen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="43"/>
        <source>Right or middle drag</source>
        <translation>Mit rechter oder mittlerer Taste ziehen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="43"/>
        <source>Pan the graph</source>
        <translation>Den Graphen verschieben</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="44"/>
        <source>Enter in Find</source>
        <translation>Eingabe im Suchfeld</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="44"/>
        <source>Next node whose name matches</source>
        <translation>Nächster Knoten, dessen Name passt</translation>
    </message>
    <message>
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="61"/>
        <source>Nodes: %L1 · labelled: %L2</source>
        <translation>Knoten: %L1 · gelabelt: %L2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="65"/>
        <source>Training %1 on %Ln node(s)…</source>
        <translation>
            <numerusform>%1 wird auf %Ln Knoten trainiert…</numerusform>
            <numerusform>%1 wird auf %Ln Knoten trainiert…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::HandwritingPanel</name>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_panel.cpp" line="66"/>
        <source>Label some letters first: select a word and type its letters.</source>
        <translation>Labeln Sie zuerst einige Buchstaben: Wort wählen und seine Buchstaben tippen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_panel.cpp" line="98"/>
        <source>Trained on %Ln letter(s): %1 after %2, %L3 s.</source>
        <extracomment>%2 is &quot;%Ln pass(es)&quot;</extracomment>
        <translation>
            <numerusform>Auf %Ln Buchstaben trainiert: %1 nach %2, %L3 s.</numerusform>
            <numerusform>Auf %Ln Buchstaben trainiert: %1 nach %2, %L3 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_panel.cpp" line="100"/>
        <source>%Ln pass(es)</source>
        <translation>
            <numerusform>%Ln Durchlauf</numerusform>
            <numerusform>%Ln Durchläufen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_panel.cpp" line="130"/>
        <source>word %L1, read as &quot;%2&quot;</source>
        <extracomment>%1 is the word&apos;s number, %2 the letters the model reads</extracomment>
        <translation>Wort %L1, gelesen als „%2“</translation>
    </message>
</context>
<context>
    <name>m3::HandwritingView</name>
    <message>
        <location filename="../views/handwriting_view.cpp" line="54"/>
        <source>Filter words… (labels, predictions or #number)</source>
        <translation>Wörter filtern… (Labels, Vorhersagen oder #Nummer)</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="57"/>
        <source>All words</source>
        <translation>Alle Wörter</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="57"/>
        <source>Labelled</source>
        <translation>Gelabelt</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="57"/>
        <source>Unlabelled</source>
        <translation>Ungelabelt</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="57"/>
        <source>Prediction errors</source>
        <translation>Vorhersagefehler</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="58"/>
        <source>Show all words, only those you labelled, only unlabelled ones, or those where the prediction contradicts your labels</source>
        <translation>Alle Wörter zeigen, nur gelabelte, nur ungelabelte oder jene, deren Vorhersage Ihren Labels widerspricht</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="67"/>
        <source>Type letters to label the word under the cursor · Backspace/Delete clear · Shift+Delete clears the word · ←/→ move · Return: next word · Ctrl+Space: accept the prediction</source>
        <translation>Buchstaben tippen, um das Wort unter dem Cursor zu labeln · Rücktaste/Entf löschen · Umschalt+Entf löscht das Wort · ←/→ bewegen · Eingabe: nächstes Wort · Strg+Leertaste: Vorhersage übernehmen</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/handwriting_view.cpp" line="135"/>
        <source>%L1 of %Ln word(s) shown · labelled: %2, %3</source>
        <extracomment>%2 is &quot;%Ln word(s)&quot;, %3 &quot;%Ln letter(s)&quot;</extracomment>
        <translation>
            <numerusform>%L1 von %Ln Wort angezeigt · gelabelt: %2, %3</numerusform>
            <numerusform>%L1 von %Ln Wörtern angezeigt · gelabelt: %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/handwriting_view.cpp" line="137"/>
        <source>%Ln word(s)</source>
        <translation>
            <numerusform>%Ln Wort</numerusform>
            <numerusform>%Ln Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/handwriting_view.cpp" line="138"/>
        <source>%Ln letter(s)</source>
        <translation>
            <numerusform>%Ln Buchstabe</numerusform>
            <numerusform>%Ln Buchstaben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="174"/>
        <source>Accept prediction</source>
        <translation>Vorhersage übernehmen</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="190"/>
        <source>Type letters</source>
        <translation>Buchstaben tippen</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="200"/>
        <location filename="../views/handwriting_view.cpp" line="208"/>
        <source>Clear letter</source>
        <translation>Buchstaben löschen</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="208"/>
        <source>Clear word</source>
        <translation>Wort löschen</translation>
    </message>
</context>
<context>
    <name>m3::HandwritingWorkbench</name>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="50"/>
        <source>Open the built-in synthetic handwriting sample</source>
        <translation>Das eingebaute synthetische Handschrift-Beispiel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="52"/>
        <source>Use &amp;File Labels of a Fold…</source>
        <translation>&amp;Datei-Labels eines Folds übernehmen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="54"/>
        <source>Take the letters stored in the dataset file as your labels for every word of one fold</source>
        <translation>Die in der Datensatzdatei gespeicherten Buchstaben als Ihre Labels für jedes Wort eines Folds übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="59"/>
        <source>Use File Labels</source>
        <translation>Datei-Labels übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="60"/>
        <source>Label every word of this fold with the letters stored in the file:</source>
        <translation>Jedes Wort dieses Folds mit den in der Datei gespeicherten Buchstaben labeln:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="128"/>
        <source>Training on %Ln labelled letter(s)…</source>
        <translation>
            <numerusform>Training auf %Ln gelabelten Buchstaben…</numerusform>
            <numerusform>Training auf %Ln gelabelten Buchstaben…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="64"/>
        <source>Labelled %Ln word(s) of fold %1 from the file</source>
        <translation>
            <numerusform>%Ln Wort von Fold %1 aus der Datei gelabelt</numerusform>
            <numerusform>%Ln Wörter von Fold %1 aus der Datei gelabelt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="21"/>
        <source>&amp;Handwriting</source>
        <translation>&amp;Handschrift</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="22"/>
        <source>Words of letter images: chain M3N</source>
        <translation>Wörter aus Buchstabenbildern: Ketten-M3N</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="23"/>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="24"/>
        <source>Handwriting data (*.data *.tsv *.gz);;All files (*)</source>
        <translation>Handschriftdaten (*.data *.tsv *.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="27"/>
        <source>letter.data files (*.data)</source>
        <translation>letter.data-Dateien (*.data)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="49"/>
        <source>Open Handwriting Sam&amp;ple</source>
        <translation>Handschrift-Beis&amp;piel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="66"/>
        <source>Check Predictions Against &amp;File Letters</source>
        <translation>Vorhersagen mit &amp;Datei-Buchstaben vergleichen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="67"/>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="85"/>
        <source>F7</source>
        <translation>F7</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="69"/>
        <source>Mark predictions of unlabelled letters that differ from the letters stored in the file</source>
        <translation>Vorhersagen ungelabelter Buchstaben markieren, die von den gespeicherten Buchstaben der Datei abweichen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="80"/>
        <source>a … z</source>
        <translation>a … z</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="80"/>
        <source>Label the letter under the cursor and move on</source>
        <translation>Den Buchstaben unter dem Cursor labeln und weitergehen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="81"/>
        <source>Backspace / Delete</source>
        <translation>Rücktaste / Entf</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="81"/>
        <source>Clear a label</source>
        <translation>Ein Label löschen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="82"/>
        <source>Left / Right / Home / End</source>
        <translation>Links / Rechts / Pos1 / Ende</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="82"/>
        <source>Move the cursor in the word</source>
        <translation>Den Cursor im Wort bewegen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="83"/>
        <source>Return</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="83"/>
        <source>Next word</source>
        <translation>Nächstes Wort</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="84"/>
        <source>Ctrl+Space</source>
        <translation>Strg+Leertaste</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="84"/>
        <source>Accept the prediction for the word</source>
        <translation>Die Vorhersage für das Wort übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="85"/>
        <source>Mark predictions that differ from the file&apos;s letters</source>
        <translation>Vorhersagen markieren, die von den Buchstaben der Datei abweichen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="90"/>
        <source>Open one letter.data file at a time.</source>
        <translation>Öffnen Sie jeweils nur eine letter.data-Datei.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="95"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="112"/>
        <source>built-in sample (%Ln word(s))</source>
        <translation>
            <numerusform>eingebautes Beispiel (%Ln Wort)</numerusform>
            <numerusform>eingebautes Beispiel (%Ln Wörter)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="133"/>
        <source>Words: %L1 · labelled letters: %L2 in %Ln word(s)</source>
        <translation>
            <numerusform>Wörter: %L1 · gelabelte Buchstaben: %L2 in %Ln Wort</numerusform>
            <numerusform>Wörter: %L1 · gelabelte Buchstaben: %L2 in %Ln Wörtern</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="142"/>
        <source>Use file labels of fold %1</source>
        <translation>Datei-Labels von Fold %1 übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="181"/>
        <source>labels do not match the dataset (word %1)</source>
        <translation>Labels passen nicht zum Datensatz (Wort %1)</translation>
    </message>
</context>
<context>
    <name>m3::LearnerSettingsDialog</name>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="80"/>
        <source>Training Options</source>
        <translation>Trainingsoptionen</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="31"/>
        <source>Regularisation: objective 1/2 |w|² + C · Σ hinge. Larger C fits the labels more closely.</source>
        <translation>Regularisierung: Zielfunktion 1/2 |w|² + C · Σ Hinge. Ein größeres C passt das Modell enger an die Labels an.</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="39"/>
        <source>Stop after this many passes over the labelled examples, converged or not.</source>
        <translation>Nach so vielen Durchläufen über die gelabelten Beispiele anhalten, ob konvergiert oder nicht.</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="30"/>
        <source>Regularisation C:</source>
        <translation>Regularisierung C:</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="34"/>
        <source>Stop at relative gap:</source>
        <translation>Anhalten bei relativer Lücke:</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="35"/>
        <source>Stop when the duality gap is below this fraction of the primal objective (0.01: one percent).</source>
        <translation>Anhalten, wenn die Dualitätslücke unter diesem Anteil des primalen Zielwerts liegt (0,01: ein Prozent).</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="38"/>
        <source>Maximum passes:</source>
        <translation>Maximale Durchläufe:</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="42"/>
        <source>Cached planes per example:</source>
        <translation>Zwischengespeicherte Ebenen je Beispiel:</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="43"/>
        <source>Planes kept for each example between passes (multi-plane BCFW): steps on them need no inference. 0 turns the cache off.</source>
        <translation>Ebenen, die je Beispiel zwischen den Durchläufen aufbewahrt werden (Mehrebenen-BCFW): Schritte auf ihnen brauchen keine Inferenz. 0 schaltet den Zwischenspeicher aus.</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="46"/>
        <source>Learner:</source>
        <translation>Lernverfahren:</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="47"/>
        <source>bcfw: block-coordinate Frank-Wolfe, one example at a time. one-slack: cutting planes over all examples at once.</source>
        <translation>bcfw: blockkoordinatenweises Frank-Wolfe, ein Beispiel nach dem anderen. one-slack: Schnittebenen über alle Beispiele zugleich.</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="50"/>
        <source>Examples of a pass:</source>
        <translation>Beispiele eines Durchlaufs:</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="51"/>
        <source>uniform: each example once. gap: drawn by their duality gaps, so the worst fitted are visited more often.</source>
        <translation>uniform: jedes Beispiel einmal. gap: nach ihren Dualitätslücken gezogen, sodass die am schlechtesten angepassten öfter besucht werden.</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="54"/>
        <source>Steps:</source>
        <translation>Schritte:</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="55"/>
        <source>frank-wolfe: towards the newest plane. pairwise: from the worst cached plane to the newest (needs cached planes).</source>
        <translation>frank-wolfe: zur neuesten Ebene hin. pairwise: von der schlechtesten zwischengespeicherten Ebene zur neuesten (braucht zwischengespeicherte Ebenen).</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="58"/>
        <source>Loss:</source>
        <translation>Verlust:</translation>
    </message>
    <message>
        <location filename="../app/shell/learner_settings_dialog.cpp" line="59"/>
        <source>hamming: every label counts the same. balanced: every class weighs the same, however few of its regions or points are labelled, so small classes are found more often.</source>
        <translation>hamming: jedes Label zählt gleich. balanced: jede Klasse wiegt gleich, wie wenige ihrer Regionen oder Punkte auch beschriftet sind, sodass kleine Klassen öfter gefunden werden.</translation>
    </message>
</context>
<context>
    <name>m3::MainWindow</name>
    <message>
        <location filename="../app/shell/main_window.cpp" line="105"/>
        <source>&amp;Save Project</source>
        <translation>Projekt &amp;speichern</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="110"/>
        <source>Save Project &amp;As…</source>
        <translation>Projekt speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="112"/>
        <source>Save the project under a new name</source>
        <translation>Das Projekt unter neuem Namen speichern</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="114"/>
        <source>Export &amp;Model…</source>
        <translation>&amp;Modell exportieren…</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="114"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="115"/>
        <source>Save the trained model as JSON (readable by m3studio-cli)</source>
        <translation>Das trainierte Modell als JSON speichern (lesbar für m3studio-cli)</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="123"/>
        <source>Export &amp;Labels…</source>
        <translation>&amp;Labels exportieren…</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="124"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="125"/>
        <source>Write your labels in the data&apos;s own format: the model&apos;s prediction where you gave none, else the file&apos;s</source>
        <translation>Ihre Labels im Format der Daten schreiben: die Vorhersage des Modells, wo Sie keines gaben, sonst das der Datei</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="133"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="133"/>
        <source>Quit M3Studio</source>
        <translation>M3Studio beenden</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="135"/>
        <source>&amp;Train</source>
        <translation>&amp;Trainieren</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="135"/>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="138"/>
        <source>Shift+F5</source>
        <translation>Shift+F5</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="139"/>
        <source>Stop training and keep the model reached so far</source>
        <translation>Training anhalten und das bisher erreichte Modell behalten</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="144"/>
        <source>&amp;Live Update</source>
        <translation>&amp;Live-Aktualisierung</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="144"/>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="145"/>
        <source>Retrain automatically (warm start) after every label edit</source>
        <translation>Nach jeder Labeländerung automatisch neu trainieren (Warmstart)</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="150"/>
        <source>F8</source>
        <translation>F8</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="153"/>
        <source>Training &amp;Options…</source>
        <translation>Trainings&amp;optionen…</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="154"/>
        <source>Regularisation, stopping rule, model</source>
        <translation>Regularisierung, Abbruchkriterium, Modell</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="102"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="103"/>
        <source>Open a project or any data file M3Studio reads</source>
        <translation>Ein Projekt oder eine beliebige von M3Studio lesbare Datendatei öffnen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="106"/>
        <source>Save the data references, your labels, the settings and the model</source>
        <translation>Die Datenverweise, Ihre Labels, die Einstellungen und das Modell speichern</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="136"/>
        <source>Train on your labels in the background</source>
        <translation>Im Hintergrund auf Ihren Labels trainieren</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="138"/>
        <source>Sto&amp;p</source>
        <translation>Sto&amp;ppen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="150"/>
        <source>Label &amp;Next</source>
        <translation>Als &amp;Nächstes labeln</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="151"/>
        <source>Show the item the model is least sure of that you have not labelled yet</source>
        <translation>Das noch nicht gelabelte Element zeigen, dessen sich das Modell am wenigsten sicher ist</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="157"/>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="158"/>
        <source>The user guide, on the page of the active workbench</source>
        <translation>Das Benutzerhandbuch, auf der Seite des aktiven Arbeitsbereichs</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="160"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="161"/>
        <source>The keys of the active workbench</source>
        <translation>Die Tasten des aktiven Arbeitsbereichs</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="163"/>
        <source>&amp;About M3Studio</source>
        <translation>Über &amp;M3Studio</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="163"/>
        <source>About M3Studio</source>
        <translation>Über M3Studio</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="173"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="176"/>
        <source>Undo the last label edit of the active workbench</source>
        <translation>Die letzte Labeländerung des aktiven Arbeitsbereichs rückgängig machen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="179"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="181"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="184"/>
        <source>Redo the label edit you undid</source>
        <translation>Die rückgängig gemachte Labeländerung wiederholen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="185"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="190"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="191"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="192"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="193"/>
        <source>&amp;Training</source>
        <translation>&amp;Training</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="197"/>
        <source>&amp;Workbench</source>
        <translation>A&amp;rbeitsbereich</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="199"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="200"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="205"/>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="216"/>
        <source>Training Monitor</source>
        <translation>Trainingsmonitor</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="323"/>
        <source>%1 (read-only)</source>
        <translation>%1 (schreibgeschützt)</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="325"/>
        <source>%1[*] — M3Studio</source>
        <translation>%1[*] — M3Studio</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="326"/>
        <source>%1[*] — %2 — M3Studio</source>
        <translation>%1[*] — %2 — M3Studio</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="348"/>
        <source>Cannot open project</source>
        <translation>Projekt kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="360"/>
        <location filename="../app/shell/main_window.cpp" line="368"/>
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="361"/>
        <source>No workbench opens %1 (see File ▸ Open for the formats).</source>
        <translation>Kein Arbeitsbereich öffnet %1 (die Formate stehen unter Datei ▸ Öffnen).</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="376"/>
        <source>M3Studio projects (*.m3p *.m3s *.m3t)</source>
        <translation>M3Studio-Projekte (*.m3p *.m3s *.m3t)</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="383"/>
        <source>Everything M3Studio opens (%1)</source>
        <translation>Alles, was M3Studio öffnet (%1)</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="384"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="386"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="399"/>
        <source>Written to %1</source>
        <translation>Nach %1 geschrieben</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="401"/>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="412"/>
        <source>Switch to %1</source>
        <translation>Zu %1 wechseln</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="421"/>
        <source>Keyboard Shortcuts — %1</source>
        <translation>Tastenkürzel — %1</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="368"/>
        <source>Some files were skipped</source>
        <translation>Einige Dateien wurden übersprungen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="369"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="118"/>
        <source>Export Model</source>
        <translation>Modell exportieren</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="118"/>
        <source>M3Studio models (*.json)</source>
        <translation>M3Studio-Modelle (*.json)</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="128"/>
        <source>Export Labels</source>
        <translation>Labels exportieren</translation>
    </message>
</context>
<context>
    <name>m3::MetricsView</name>
    <message>
        <location filename="../views/metrics_view.cpp" line="12"/>
        <source>No predictions yet.</source>
        <translation>Noch keine Vorhersagen.</translation>
    </message>
    <message>
        <location filename="../views/metrics_view.cpp" line="22"/>
        <source>Per class</source>
        <translation>Pro Klasse</translation>
    </message>
    <message>
        <location filename="../views/metrics_view.cpp" line="24"/>
        <source>Confusion (rows: truth, columns: prediction)</source>
        <translation>Konfusionsmatrix (Zeilen: Ground Truth, Spalten: Vorhersage)</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/metrics_view.cpp" line="38"/>
        <source>%1: accuracy %L2 over %Ln point(s)</source>
        <translation>
            <numerusform>%1: Genauigkeit %L2 bei %Ln Punkt</numerusform>
            <numerusform>%1: Genauigkeit %L2 bei %Ln Punkten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/metrics_view.cpp" line="41"/>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <location filename="../views/metrics_view.cpp" line="41"/>
        <source>Recall</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <location filename="../views/metrics_view.cpp" line="41"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
</context>
<context>
    <name>m3::ModelKind</name>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="10"/>
        <location filename="../app/workbenches/model_kind_text.cpp" line="13"/>
        <source>Chain M3N</source>
        <translation>Ketten-M3N</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="11"/>
        <location filename="../app/workbenches/model_kind_text.cpp" line="14"/>
        <source>Kernel chain M3N</source>
        <translation>Kernel-Ketten-M3N</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="17"/>
        <source>AMN</source>
        <translation>AMN</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="18"/>
        <source>Node SVM</source>
        <translation>Knoten-SVM</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="19"/>
        <source>Voted SVM</source>
        <translation>SVM mit Nachbarabstimmung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="20"/>
        <source>Random forest</source>
        <translation>Random Forest</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="21"/>
        <source>M3N</source>
        <translation>M3N</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="22"/>
        <source>Pair SVM</source>
        <translation>Paar-SVM</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="24"/>
        <source>LMSBN (labels by F-score)</source>
        <translation>LMSBN (Labels nach F-Maß)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="23"/>
        <source>LMSBN (labels in file order)</source>
        <translation>LMSBN (Labels in Dateireihenfolge)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="15"/>
        <source>Multiclass SVM</source>
        <translation>Mehrklassen-SVM</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="16"/>
        <source>Kernel multiclass SVM</source>
        <translation>Kernel-Mehrklassen-SVM</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="25"/>
        <source>LMBM (Boltzmann machine)</source>
        <translation>LMBM (Boltzmann-Maschine)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="26"/>
        <source>Independent SVMs</source>
        <translation>Unabhängige SVMs</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="27"/>
        <source>Chain SSVM</source>
        <translation>Ketten-SSVM</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="28"/>
        <source>Fully connected SSVM</source>
        <translation>Voll verbundene SSVM</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="29"/>
        <source>Correlation clustering</source>
        <translation>Korrelations-Clustering</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="30"/>
        <source>General M3N</source>
        <translation>Allgemeines M3N</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="31"/>
        <source>BASIC</source>
        <translation>BASIC</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="32"/>
        <source>LEXICAL</source>
        <translation>LEXICAL</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="33"/>
        <source>LEXICAL+AUX</source>
        <translation>LEXICAL+AUX</translation>
    </message>
    <message>
        <location filename="../app/workbenches/model_kind_text.cpp" line="34"/>
        <source>GENERATIVE</source>
        <translation>GENERATIVE</translation>
    </message>
</context>
<context>
    <name>m3::PointCloudView</name>
    <message numerus="yes">
        <location filename="../views/point_cloud_view.cpp" line="76"/>
        <source>Drawing %1 of %Ln point(s); zoom in to see them all</source>
        <translation>
            <numerusform>Es werden %1 von %Ln Punkt gezeichnet; zoomen Sie hinein, um alle zu sehen</numerusform>
            <numerusform>Es werden %1 von %Ln Punkten gezeichnet; zoomen Sie hinein, um alle zu sehen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::ProjectContext</name>
    <message>
        <location filename="../app/shell/project_context.cpp" line="89"/>
        <source>the project names no data files</source>
        <translation>das Projekt nennt keine Datendateien</translation>
    </message>
    <message>
        <location filename="../app/shell/project_context.cpp" line="99"/>
        <source>the project names no data file</source>
        <translation>das Projekt nennt keine Datendatei</translation>
    </message>
    <message>
        <location filename="../app/shell/project_context.cpp" line="111"/>
        <source>the data file %1 was not found (moved or deleted); open the project again and locate it</source>
        <translation>die Datendatei %1 wurde nicht gefunden (verschoben oder gelöscht); öffnen Sie das Projekt erneut und geben Sie an, wo sie liegt</translation>
    </message>
    <message>
        <location filename="../app/shell/project_context.cpp" line="121"/>
        <source>%1 has changed since the project was saved; labels were restored by position and may not fit</source>
        <translation>%1 hat sich seit dem Speichern des Projekts geändert; die Labels wurden nach Position wiederhergestellt und passen womöglich nicht</translation>
    </message>
</context>
<context>
    <name>m3::ProjectSession</name>
    <message>
        <location filename="../app/shell/project_session.cpp" line="25"/>
        <source>Data file not found</source>
        <translation>Datendatei nicht gefunden</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="26"/>
        <source>The project&apos;s data file %1 is not there any more. Please show where it is now.</source>
        <translation>Die Datendatei %1 des Projekts ist nicht mehr vorhanden. Bitte zeigen Sie, wo sie jetzt liegt.</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="30"/>
        <source>Locate %1</source>
        <translation>%1 suchen</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="125"/>
        <source>Crash recovery is off</source>
        <translation>Wiederherstellung nach Absturz ist deaktiviert</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="119"/>
        <source>Label edits cannot be journalled, so a crash would lose unsaved edits: %1</source>
        <translation>Labeländerungen können nicht im Journal festgehalten werden; bei einem Absturz gingen ungespeicherte Änderungen verloren: %1</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="38"/>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft…</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="134"/>
        <source>A label edit could not be journalled; save your project: %1</source>
        <translation>Eine Labeländerung konnte nicht im Journal festgehalten werden; speichern Sie Ihr Projekt: %1</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="147"/>
        <source>The trained model could not be journalled; save your project: %1</source>
        <translation>Das trainierte Modell konnte nicht ins Journal geschrieben werden; speichern Sie Ihr Projekt: %1</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="167"/>
        <source>process %1</source>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="168"/>
        <source>process %1 on %2</source>
        <translation>Prozess %1 auf %2</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="171"/>
        <location filename="../app/shell/project_session.cpp" line="176"/>
        <source>Project in use</source>
        <translation>Projekt in Benutzung</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="172"/>
        <source>%1 is open in another M3Studio window (%2). Save your labels under another name.</source>
        <translation>%1 ist in einem anderen M3Studio-Fenster geöffnet (%2). Speichern Sie Ihre Labels unter einem anderen Namen.</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="177"/>
        <source>%1 is open in another M3Studio window (%2). If both windows saved it, one would lose the other&apos;s labels.

Open it read-only (Save then asks for another file)?</source>
        <translation>%1 ist in einem anderen M3Studio-Fenster geöffnet (%2). Würden beide Fenster es speichern, verlöre eines die Labels des anderen.

Schreibgeschützt öffnen (Speichern fragt dann nach einer anderen Datei)?</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="182"/>
        <source>If no such window is open any more, remove %1.</source>
        <translation>Ist kein solches Fenster mehr geöffnet, entfernen Sie %1.</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="184"/>
        <source>Open &amp;Read-Only</source>
        <translation>&amp;Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="192"/>
        <source>Project changed on disk</source>
        <translation>Projekt auf der Festplatte geändert</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="193"/>
        <source>%1 was saved by another window or program after this window opened or saved it. Saving replaces those changes with yours.</source>
        <translation>%1 wurde von einem anderen Fenster oder Programm gespeichert, nachdem dieses Fenster es geöffnet oder gespeichert hat. Speichern ersetzt diese Änderungen durch Ihre.</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="214"/>
        <source>Save %1 Project</source>
        <translation>%1-Projekt speichern</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="215"/>
        <source>M3Studio projects (*.m3p)</source>
        <translation>M3Studio-Projekte (*.m3p)</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="237"/>
        <source>Cannot save project</source>
        <translation>Projekt kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="249"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="273"/>
        <source>%1: made by the %2 workbench, which this M3Studio does not have</source>
        <translation>%1: mit dem Arbeitsbereich %2 erstellt, den dieses M3Studio nicht hat</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="292"/>
        <location filename="../app/shell/project_session.cpp" line="361"/>
        <location filename="../app/shell/project_session.cpp" line="386"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="312"/>
        <source>Unsaved labels</source>
        <translation>Ungespeicherte Labels</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="313"/>
        <source>Your labels in the %1 workbench (%2) are not saved. Save them to a project first?</source>
        <translation>Ihre Labels im Arbeitsbereich %1 (%2) sind nicht gespeichert. Zuerst in einem Projekt speichern?</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="349"/>
        <source>Damaged recovery journals</source>
        <translation>Beschädigte Wiederherstellungsjournale</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="350"/>
        <source>These journals could not be read and were left in place:
%1</source>
        <translation>Diese Journale konnten nicht gelesen werden und wurden an ihrem Ort belassen:
%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/shell/project_session.cpp" line="358"/>
        <source>%Ln label edit(s)</source>
        <translation>
            <numerusform>%Ln Labeländerung</numerusform>
            <numerusform>%Ln Labeländerungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="363"/>
        <source>%1: unsaved labels and settings</source>
        <translation>%1: ungespeicherte Labels und Einstellungen</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="365"/>
        <source>%1: unsaved labels and settings, then %2</source>
        <translation>%1: ungespeicherte Labels und Einstellungen, dann %2</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="367"/>
        <source>%1: a model trained after the last save</source>
        <translation>%1: ein nach dem letzten Speichern trainiertes Modell</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="368"/>
        <source>%1, and a model trained after the last save</source>
        <translation>%1 und ein nach dem letzten Speichern trainiertes Modell</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/shell/project_session.cpp" line="394"/>
        <source>Recovered %L1 of %Ln unsaved label edit(s) in %2 (replayed in %L3 s, %L4 s since the journals were found); save them to a project.</source>
        <translation>
            <numerusform>%L1 von %Ln ungespeicherten Labeländerung in %2 wiederhergestellt (in %L3 s nachgespielt, %L4 s seit dem Auffinden der Journale); speichern Sie sie in einem Projekt.</numerusform>
            <numerusform>%L1 von %Ln ungespeicherten Labeländerungen in %2 wiederhergestellt (in %L3 s nachgespielt, %L4 s seit dem Auffinden der Journale); speichern Sie sie in einem Projekt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/shell/project_session.cpp" line="406"/>
        <source>%L1 of %Ln edit(s) did not fit the data (%2)</source>
        <translation>
            <numerusform>%L1 von %Ln Änderung passte nicht zu den Daten (%2)</numerusform>
            <numerusform>%L1 von %Ln Änderungen passten nicht zu den Daten (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="372"/>
        <source>Recover unsaved labels</source>
        <translation>Ungespeicherte Labels wiederherstellen</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="303"/>
        <source>Project opened with warnings</source>
        <translation>Projekt mit Warnungen geöffnet</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="373"/>
        <source>M3Studio did not close normally. Recover the unsaved labels?

%1</source>
        <translation>M3Studio wurde nicht normal beendet. Die ungespeicherten Labels wiederherstellen?

%1</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="386"/>
        <source>Cannot recover</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="405"/>
        <source>Some edits could not be recovered</source>
        <translation>Einige Änderungen konnten nicht wiederhergestellt werden</translation>
    </message>
</context>
<context>
    <name>m3::RegionImageList</name>
    <message>
        <location filename="../app/workbenches/regions/region_image_list.cpp" line="68"/>
        <source>
%L1 pixels scribbled</source>
        <translation>
%L1 Pixel bekritzelt</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_list.cpp" line="71"/>
        <source>
IoU %L1</source>
        <translation>
IoU %L1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_list.cpp" line="72"/>
        <source>
mean IoU %L1, pixel accuracy %L2</source>
        <translation>
mittlere IoU %L1, Pixelgenauigkeit %L2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_list.cpp" line="74"/>
        <source>
superpixels not computed yet</source>
        <translation>
Superpixel noch nicht berechnet</translation>
    </message>
</context>
<context>
    <name>m3::RegionImageSetDialog</name>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="41"/>
        <source>Open Image Folder with Masks</source>
        <translation>Bildordner mit Masken öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="49"/>
        <source>none (0 = unlabelled, v = class v − 1)</source>
        <translation>keiner (0 = ungelabelt, v = Klasse v − 1)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="58"/>
        <source>Images</source>
        <translation>Bilder</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="58"/>
        <source>Folder of Images</source>
        <translation>Bildordner</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="59"/>
        <source>Masks (optional)</source>
        <translation>Masken (optional)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="59"/>
        <source>Folder of Masks</source>
        <translation>Maskenordner</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="60"/>
        <source>or a COCO file</source>
        <translation>oder eine COCO-Datei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="61"/>
        <source>COCO Segmentation File</source>
        <translation>COCO-Segmentierungsdatei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="61"/>
        <source>COCO segmentation (*.json *.json.gz);;All files (*)</source>
        <translation>COCO-Segmentierung (*.json *.json.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="62"/>
        <source>Dataset description</source>
        <translation>Datensatzbeschreibung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="63"/>
        <source>Dataset Description</source>
        <translation>Datensatzbeschreibung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="63"/>
        <source>Descriptions (*.txt);;All files (*)</source>
        <translation>Beschreibungen (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="64"/>
        <source>Void value</source>
        <translation>Void-Wert</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="66"/>
        <source>Masks have their image&apos;s name (or its stem + .png, or its stem + .json: a labelme file, whose labels name the classes; the masks folder may be the images&apos;). A dataset description names the classes (value k is class k) and the void value; without one, a void value reads masks the same way, and &quot;none&quot; reads M3Studio&apos;s own masks, except that CamVid&apos;s images (known by their names) are read in CamVid&apos;s convention (resources/datasets/camvid.txt). A COCO segmentation file (polygons or run-length masks, as CVAT and Label Studio export them) holds every image&apos;s mask, found by the image&apos;s file name; its categories name the classes.</source>
        <translation>Masken tragen den Namen ihres Bildes (oder dessen Stamm + .png oder dessen Stamm + .json: eine labelme-Datei, deren Labels die Klassen benennen; der Maskenordner darf der Bildordner sein). Eine Datensatzbeschreibung benennt die Klassen (Wert k ist Klasse k) und den Void-Wert; ohne sie werden die Masken mit einem Void-Wert genauso gelesen, und mit „keiner“ werden die eigenen Masken von M3Studio gelesen, außer dass CamVid-Bilder (an ihren Namen erkannt) in der Konvention von CamVid gelesen werden (resources/datasets/camvid.txt). Eine COCO-Segmentierungsdatei (Polygone oder lauflängenkodierte Masken, wie CVAT und Label Studio sie exportieren) enthält die Maske jedes Bildes, gefunden über den Dateinamen des Bildes; ihre Kategorien benennen die Klassen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="95"/>
        <source>a COCO file gives the masks and their classes: leave the masks folder, the description and the void value empty</source>
        <translation>eine COCO-Datei liefert die Masken und ihre Klassen: lassen Sie Maskenordner, Beschreibung und Void-Wert leer</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_image_set_dialog.cpp" line="98"/>
        <source>%1 is not a .json file</source>
        <translation>%1 ist keine .json-Datei</translation>
    </message>
</context>
<context>
    <name>m3::RegionPanel</name>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="80"/>
        <source>Erase %L1 pixels</source>
        <translation>%L1 Pixel radieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="81"/>
        <source>Paint %L1 pixels: %2</source>
        <translation>%L1 Pixel malen: %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="94"/>
        <source>Fill region %1: %2</source>
        <translation>Region %1 füllen: %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="118"/>
        <source>%L1 superpixels, %L2 adjacent pairs.</source>
        <translation>%L1 Superpixel, %L2 benachbarte Paare.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="125"/>
        <source>No image open. File ▸ Open Image… reads PNG, JPEG or TIFF; the Image Regions workbench opens a generated sample.</source>
        <translation>Kein Bild geöffnet. Datei ▸ Bild öffnen… liest PNG, JPEG oder TIFF; der Arbeitsbereich Bildregionen öffnet ein erzeugtes Beispiel.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="147"/>
        <source>Add Class…</source>
        <translation>Klasse hinzufügen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="151"/>
        <source>Add Class</source>
        <translation>Klasse hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="151"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="152"/>
        <source>class %1</source>
        <translation>Klasse %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="161"/>
        <source>Brush: mouse wheel sizes it; Ctrl+wheel zooms; right drag pans; Home fits.</source>
        <translation>Pinsel: Mausrad ändert die Größe; Strg+Mausrad zoomt; rechts ziehen verschiebt; Pos1 passt ein.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="165"/>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="174"/>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="175"/>
        <source>Superpixel boundaries</source>
        <translation>Superpixel-Grenzen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="176"/>
        <source>Your labels</source>
        <translation>Ihre Labels</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="177"/>
        <source>Prediction</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="178"/>
        <source>Uncertainty (bright: unsure)</source>
        <translation>Unsicherheit (hell: unsicher)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="184"/>
        <source>Overlay opacity</source>
        <translation>Deckkraft der Überlagerung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="189"/>
        <source>region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="290"/>
        <source>a region of %1, predicted %2</source>
        <extracomment>%1 is the image&apos;s name, %2 the class the model predicts there</extracomment>
        <translation>eine Region von %1, vorhergesagt %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="304"/>
        <source>The superpixels of %1 could not be computed (see the status bar).</source>
        <translation>Die Superpixel von %1 konnten nicht berechnet werden (siehe Statusleiste).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="397"/>
        <source>&lt;b&gt;This image&lt;/b&gt;: pixel accuracy &lt;b&gt;%L1&lt;/b&gt;, mean IoU &lt;b&gt;%L2&lt;/b&gt;</source>
        <translation>&lt;b&gt;Dieses Bild&lt;/b&gt;: Pixelgenauigkeit &lt;b&gt;%L1&lt;/b&gt;, mittlere IoU &lt;b&gt;%L2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="403"/>
        <source>&lt;br&gt;&lt;b&gt;All %L1 images with masks&lt;/b&gt;: pixel accuracy &lt;b&gt;%L2&lt;/b&gt;, class average &lt;b&gt;%L3&lt;/b&gt;, mean IoU &lt;b&gt;%L4&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;Alle %L1 Bilder mit Masken&lt;/b&gt;: Pixelgenauigkeit &lt;b&gt;%L2&lt;/b&gt;, Klassenmittel &lt;b&gt;%L3&lt;/b&gt;, mittlere IoU &lt;b&gt;%L4&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="416"/>
        <source>&lt;br&gt;IoU per class: %1</source>
        <translation>&lt;br&gt;IoU pro Klasse: %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="430"/>
        <source>Open an image first.</source>
        <translation>Öffnen Sie zuerst ein Bild.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="478"/>
        <source>%1 trained on %L2 labelled regions of %3: %4; every image redrawn %L5 s after the request; Label Next (F8) shows the least confident region.</source>
        <translation>%1 auf %L2 gelabelten Regionen trainiert (%3): %4; jedes Bild %L5 s nach der Anforderung neu gezeichnet; „Als Nächstes labeln“ (F8) zeigt die unsicherste Region.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="482"/>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="76"/>
        <source>1 image</source>
        <translation>1 Bild</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="483"/>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="76"/>
        <source>%L1 images</source>
        <translation>%L1 Bilder</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="486"/>
        <source>, edges x%L1 (chosen on your scribbles)</source>
        <translation>, Kanten x%L1 (anhand Ihrer Kritzeleien gewählt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="189"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="134"/>
        <source>Classes</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="193"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="195"/>
        <source>Superpixel (SLIC) region size; changing it recomputes the regions</source>
        <translation>Superpixel-Größe (SLIC); eine Änderung berechnet die Regionen neu</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="200"/>
        <source>SLIC compactness: larger gives rounder, less boundary-following regions</source>
        <translation>SLIC-Kompaktheit: größer ergibt rundere, weniger kantentreue Regionen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="203"/>
        <source>Superpixel size</source>
        <translation>Superpixel-Größe</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="204"/>
        <source>Compactness</source>
        <translation>Kompaktheit</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="28"/>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="32"/>
        <source>generated textured shapes</source>
        <translation>erzeugte texturierte Formen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="34"/>
        <source>&lt;b&gt;Generated sample&lt;/b&gt;: %L1×%L2 textured shapes with their true classes.</source>
        <translation>&lt;b&gt;Erzeugtes Beispiel&lt;/b&gt;: %L1×%L2 texturierte Formen mit ihren wahren Klassen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="43"/>
        <source>no image to open</source>
        <translation>kein Bild zum Öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="46"/>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="94"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="46"/>
        <source>Reading %Ln images…</source>
        <translation>
            <numerusform>%Ln Bild wird gelesen…</numerusform>
            <numerusform>%Ln Bilder werden gelesen…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="64"/>
        <source>%Ln images</source>
        <translation>
            <numerusform>%Ln Bild</numerusform>
            <numerusform>%Ln Bilder</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="68"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %L2×%L3 pixels. Load a ground-truth mask (File ▸ Open Ground Truth Mask…) to score predictions.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %L2×%L3 Pixel. Laden Sie eine Ground-Truth-Maske (Datei ▸ Ground-Truth-Maske öffnen…), um Vorhersagen zu bewerten.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="74"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, %L2 with a ground-truth mask: scribble on any of them; Train learns from all and predicts every one.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, %L2 mit Ground-Truth-Maske: kritzeln Sie auf beliebigen davon; Trainieren lernt aus allen und macht für jedes eine Vorhersage.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="78"/>
        <source> Masks read in the convention of %1 (value k is class k, %L2 void), recognised by the image names.</source>
        <translation> Masken in der Konvention von %1 gelesen (Wert k ist Klasse k, %L2 ist Void), an den Bildnamen erkannt.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="90"/>
        <source>open an image first</source>
        <translation>zuerst ein Bild öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="108"/>
        <source>%1 is %L2×%L3 pixels, the image %L4×%L5</source>
        <translation>%1 hat %L2×%L3 Pixel, das Bild %L4×%L5</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="152"/>
        <source>no image with superpixels is open</source>
        <translation>kein Bild mit Superpixeln geöffnet</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="164"/>
        <source>no such folder</source>
        <translation>Ordner nicht vorhanden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="172"/>
        <source>class %1 has the void value %2 of the set&apos;s masks: it cannot be written in that convention</source>
        <translation>Klasse %1 hat den Void-Wert %2 der Masken des Datensatzes: sie lässt sich in dieser Konvention nicht schreiben</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="186"/>
        <source>%1 is one of the open images or their masks: choose another folder</source>
        <translation>%1 gehört zu den geöffneten Bildern oder ihren Masken: wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="190"/>
        <source>two images are called %1: their masks would overwrite each other</source>
        <translation>zwei Bilder heißen %1: ihre Masken würden einander überschreiben</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="194"/>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="222"/>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="262"/>
        <source>no image has labels or predictions yet</source>
        <translation>noch kein Bild hat Labels oder Vorhersagen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="218"/>
        <source>two images are called %1: a COCO file tells images apart by name</source>
        <translation>zwei Bilder heißen %1: eine COCO-Datei unterscheidet Bilder am Namen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="226"/>
        <source>%1 holds the open images&apos; masks: choose another file</source>
        <translation>%1 enthält die Masken der geöffneten Bilder: wählen Sie eine andere Datei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="250"/>
        <source>two images would write %1: labelme files are named after their image</source>
        <translation>zwei Bilder würden %1 schreiben: labelme-Dateien werden nach ihrem Bild benannt</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="256"/>
        <source>%1 holds an open image&apos;s mask: choose another folder</source>
        <translation>%1 enthält die Maske eines geöffneten Bildes: wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="251"/>
        <source>Computing superpixels and region features…</source>
        <translation>Superpixel und Regionsmerkmale werden berechnet…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="272"/>
        <source>Prediction failed: %1</source>
        <translation>Vorhersage fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="303"/>
        <source>Computing the superpixels of %1…</source>
        <translation>Superpixel von %1 werden berechnet…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="384"/>
        <source>No ground truth loaded: nothing to score against.</source>
        <translation>Keine Ground Truth geladen: nichts zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="390"/>
        <source>Scribble on two or more classes, then Train (F5): the prediction is scored against the ground truth here.</source>
        <translation>Kritzeln Sie auf zwei oder mehr Klassen, dann Trainieren (F5): die Vorhersage wird hier mit der Ground Truth verglichen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="435"/>
        <source>Scribble some classes first: pick a class (1-9) and paint over the image.</source>
        <translation>Kritzeln Sie zuerst einige Klassen: eine Klasse wählen (1–9) und über das Bild malen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="453"/>
        <source>Predicting with the project&apos;s model…</source>
        <translation>Vorhersage mit dem Projektmodell…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="454"/>
        <source>Training on your scribbles…</source>
        <translation>Training auf Ihren Kritzeleien…</translation>
    </message>
</context>
<context>
    <name>m3::RegionToolButtons</name>
    <message>
        <location filename="../views/region_tool_buttons.cpp" line="15"/>
        <source>Brush (B)</source>
        <translation>Pinsel (B)</translation>
    </message>
    <message>
        <location filename="../views/region_tool_buttons.cpp" line="16"/>
        <source>Fill (F)</source>
        <translation>Füllen (F)</translation>
    </message>
    <message>
        <location filename="../views/region_tool_buttons.cpp" line="17"/>
        <source>Eraser (E)</source>
        <translation>Radierer (E)</translation>
    </message>
</context>
<context>
    <name>m3::RegionWorkbench</name>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="49"/>
        <source>&amp;Image Regions</source>
        <translation>&amp;Bildregionen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="50"/>
        <source>Photos cut into superpixels: AMN segmentation from your scribbles</source>
        <translation>In Superpixel zerlegte Fotos: AMN-Segmentierung aus Ihren Kritzeleien</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="51"/>
        <source>Ctrl+5</source>
        <translation>Ctrl+5</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="52"/>
        <source>Images (*.png *.jpg *.jpeg *.tif *.tiff);;All files (*)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.tif *.tiff);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="54"/>
        <source>PNG index masks (*.png)</source>
        <translation>PNG-Indexmasken (*.png)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="64"/>
        <source>Open &amp;Images…</source>
        <translation>B&amp;ilder öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="65"/>
        <source>Open one or more PNG, JPEG or TIFF photos: one model learns from your scribbles on all of them</source>
        <translation>Ein oder mehrere PNG-, JPEG- oder TIFF-Fotos öffnen: ein Modell lernt aus Ihren Kritzeleien auf allen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="68"/>
        <source>Open Image &amp;Folder with Masks…</source>
        <translation>Bild&amp;ordner mit Masken öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="69"/>
        <source>A folder of photos and, optionally, the folder of their class masks (a dataset&apos;s convention with its void value, or ours)</source>
        <translation>Ein Ordner mit Fotos und optional der Ordner ihrer Klassenmasken (in der Konvention eines Datensatzes mit dessen Void-Wert oder in unserer)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="77"/>
        <source>Cannot open the folder</source>
        <translation>Ordner kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="81"/>
        <source>Cannot open the images</source>
        <translation>Bilder können nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="85"/>
        <source>Open Ground &amp;Truth Mask…</source>
        <translation>Ground-&amp;Truth-Maske öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="86"/>
        <source>A class mask (PNG) for the open image, to score the predictions</source>
        <translation>Eine Klassenmaske (PNG) zum offenen Bild, um die Vorhersagen zu bewerten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="89"/>
        <source>Open Ground Truth Mask</source>
        <translation>Ground-Truth-Maske öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="90"/>
        <source>Class masks (*.png);;All files (*)</source>
        <translation>Klassenmasken (*.png);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="94"/>
        <source>Cannot open mask</source>
        <translation>Maske kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="110"/>
        <source>Cannot export the labels</source>
        <translation>Labels können nicht exportiert werden</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="113"/>
        <source>Wrote the labels of %Ln image(s) to %1.</source>
        <translation>
            <numerusform>Labels von %Ln Bild nach %1 geschrieben.</numerusform>
            <numerusform>Labels von %Ln Bildern nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="122"/>
        <source>Every image&apos;s labels (yours over the prediction) as masks in a folder, in the convention the set was opened in</source>
        <translation>Die Labels jedes Bildes (Ihre über der Vorhersage) als Masken in einem Ordner, in der Konvention, in der der Datensatz geöffnet wurde</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="125"/>
        <source>Export Labels of All Images to Folder</source>
        <translation>Labels aller Bilder in Ordner exportieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="130"/>
        <source>Export Labels as &amp;COCO File…</source>
        <translation>Labels als &amp;COCO-Datei exportieren…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="131"/>
        <source>Every image&apos;s labels (yours over the prediction) in one COCO segmentation file, as annotation tools read them</source>
        <translation>Die Labels jedes Bildes (Ihre über der Vorhersage) in einer COCO-Segmentierungsdatei, wie Annotationswerkzeuge sie lesen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="135"/>
        <source>Export Labels as COCO File</source>
        <translation>Labels als COCO-Datei exportieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="136"/>
        <source>COCO segmentation (*.json)</source>
        <translation>COCO-Segmentierung (*.json)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="141"/>
        <source>Every image&apos;s labels (yours over the prediction) as polygons in a labelme file per image (&lt;image&gt;.json), as the labelme tool opens them</source>
        <translation>Die Labels jedes Bildes (Ihre über der Vorhersage) als Polygone in einer labelme-Datei pro Bild (&lt;image&gt;.json), so wie das labelme-Werkzeug sie öffnet</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="143"/>
        <source>Export Labels as labelme Files to Folder</source>
        <translation>Labels als labelme-Dateien in Ordner exportieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="151"/>
        <source>A generated image of textured shapes with its true classes</source>
        <translation>Ein erzeugtes Bild texturierter Formen mit seinen wahren Klassen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="160"/>
        <source>Drag</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="160"/>
        <source>Brush, fill or erase with the selected class (the tool buttons choose)</source>
        <translation>Mit der gewählten Klasse malen, füllen oder radieren (je nach Werkzeugknopf)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="161"/>
        <source>B / F / E</source>
        <translation>B / F / E</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="161"/>
        <source>The brush, fill or eraser tool</source>
        <translation>Das Pinsel-, Füll- oder Radierwerkzeug</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="162"/>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="162"/>
        <source>Brush size; Ctrl+wheel zooms about the cursor</source>
        <translation>Pinselgröße; Strg+Mausrad zoomt um den Zeiger</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="163"/>
        <source>Shift+click</source>
        <translation>Umschalt+Klick</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="163"/>
        <source>Pick the class under the cursor</source>
        <translation>Die Klasse unter dem Zeiger wählen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="164"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="164"/>
        <source>Select a class</source>
        <translation>Eine Klasse wählen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="165"/>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="165"/>
        <source>The eraser</source>
        <translation>Der Radierer</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="166"/>
        <source>Page Up / Page Down</source>
        <translation>Bild auf / Bild ab</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="166"/>
        <source>The previous / next image</source>
        <translation>Das vorherige / nächste Bild</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="167"/>
        <source>Right drag / Home</source>
        <translation>Rechts ziehen / Pos1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="167"/>
        <source>Pan / fit the image to the window</source>
        <translation>Verschieben / Bild ins Fenster einpassen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="181"/>
        <source>Image %L1 of %L2 · superpixels: %L3 · scribbled pixels: %L4</source>
        <translation>Bild %L1 von %L2 · Superpixel: %L3 · bekritzelte Pixel: %L4</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="232"/>
        <source>invalid superpixel settings</source>
        <translation>ungültige Superpixel-Einstellungen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="283"/>
        <source>the scribbles do not fit image %L1</source>
        <translation>die Kritzeleien passen nicht zu Bild %L1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="121"/>
        <source>Export Labels of All Ima&amp;ges…</source>
        <translation>Labels aller Bil&amp;der exportieren…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="140"/>
        <source>Export Labels as labelme Fil&amp;es…</source>
        <translation>Labels als labelme-Datei&amp;en exportieren…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="150"/>
        <source>Open the Image Regions Sam&amp;ple</source>
        <translation>Bildregionen-Beis&amp;piel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="239"/>
        <source>invalid sample size</source>
        <translation>ungültige Beispielgröße</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="254"/>
        <source>the project names no image</source>
        <translation>das Projekt nennt kein Bild</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="277"/>
        <source>invalid classes</source>
        <translation>ungültige Klassen</translation>
    </message>
</context>
<context>
    <name>m3::SceneItemView</name>
    <message>
        <location filename="../views/scene_item_view.cpp" line="20"/>
        <source>Click a label (or press its number) to switch it on or off for this item.
Box: your label (dashed: you have not labelled this item); dot: the file&apos;s label; bar: the model&apos;s confidence (green: predicted on).</source>
        <translation>Ein Label anklicken (oder seine Nummer drücken), um es für dieses Element ein- oder auszuschalten.
Kästchen: Ihr Label (gestrichelt: Element noch nicht gelabelt); Punkt: Label der Datei; Balken: Konfidenz des Modells (grün: als an vorhergesagt).</translation>
    </message>
    <message>
        <location filename="../views/scene_item_view.cpp" line="118"/>
        <source>Box: yours · dot: the file&apos;s · bar: the model&apos;s margin (green: predicted on)</source>
        <translation>Kästchen: Ihre · Punkt: der Datei · Balken: Margin des Modells (grün: als an vorhergesagt)</translation>
    </message>
    <message>
        <location filename="../views/scene_item_view.cpp" line="119"/>
        <source>Box: yours · dot: the file&apos;s · Train to see the model&apos;s margins</source>
        <translation>Kästchen: Ihre · Punkt: der Datei · Trainieren, um die Margins des Modells zu sehen</translation>
    </message>
</context>
<context>
    <name>m3::SceneListModel</name>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="39"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="58"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="58"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="67"/>
        <source>Against your labels</source>
        <translation>Im Vergleich zu Ihren Labels</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="67"/>
        <source>Against the file&apos;s labels (held out)</source>
        <translation>Im Vergleich zu den Labels der Datei (zurückgehalten)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="13"/>
        <source>Item</source>
        <translation>Element</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="14"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="15"/>
        <source>Yours</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="16"/>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="17"/>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="14"/>
        <source>The label set the file gives</source>
        <translation>Die Label-Menge laut Datei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="15"/>
        <source>The label set you gave (empty: not labelled, held out)</source>
        <translation>Die von Ihnen vergebene Label-Menge (leer: nicht gelabelt, zurückgehalten)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="16"/>
        <source>The latest model&apos;s label set</source>
        <translation>Die Label-Menge des neuesten Modells</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="17"/>
        <source>Whether the whole predicted set is right</source>
        <translation>Ob die ganze vorhergesagte Menge richtig ist</translation>
    </message>
</context>
<context>
    <name>m3::ScenePanel</name>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="48"/>
        <source>label order %1</source>
        <translation>Label-Reihenfolge %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="50"/>
        <source>; kernel %1, %Ln support vector(s)</source>
        <translation>
            <numerusform>; Kernel %1, %Ln Stützvektor</numerusform>
            <numerusform>; Kernel %1, %Ln Stützvektoren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="54"/>
        <source>%Ln binary SVM(s)</source>
        <translation>
            <numerusform>%Ln binäre SVM</numerusform>
            <numerusform>%Ln binäre SVMs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="56"/>
        <source>%Ln pass(es), relative gap %L1, %2</source>
        <translation>
            <numerusform>%Ln Durchlauf, relative Lücke %L1, %2</numerusform>
            <numerusform>%Ln Durchläufe, relative Lücke %L1, %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="60"/>
        <source>, %L1 of %L2 loss-augmented LPs integral</source>
        <translation>, %L1 von %L2 verlustergänzten LPs ganzzahlig</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="90"/>
        <source>No items open. File ▸ Open Multi-label Data… reads ARFF files (e.g. the scene set); Workbench ▸ Scenes opens a generated sample.</source>
        <translation>Keine Elemente geöffnet. Datei ▸ Multi-Label-Daten öffnen… liest ARFF-Dateien (z. B. den Scene-Datensatz); Arbeitsbereich ▸ Szenen öffnet ein erzeugtes Beispiel.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="110"/>
        <source>Use File Labels</source>
        <translation>Datei-Labels übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="111"/>
        <source>Take the file&apos;s label sets as yours for the selected items (one undo step)</source>
        <translation>Die Label-Mengen der Datei für die gewählten Elemente als Ihre übernehmen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="112"/>
        <source>Clear Your Labels</source>
        <translation>Ihre Labels löschen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="113"/>
        <source>Make the selected items unlabelled again (one undo step)</source>
        <translation>Die gewählten Elemente wieder ungelabelt machen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="118"/>
        <source>LMSBN and LMBM model how labels depend on each other (fully connected); the SVMs decide each label alone; the SSVMs learn pairwise label scores on a chain or on all pairs</source>
        <translation>LMSBN und LMBM modellieren, wie Labels voneinander abhängen (voll verbunden); die SVMs entscheiden jedes Label allein; die SSVMs lernen paarweise Label-Bewertungen auf einer Kette oder allen Paaren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="117"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="123"/>
        <source>linear</source>
        <translation>linear</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="123"/>
        <source>RBF, γ = 0.1</source>
        <translation>RBF, γ = 0,1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="123"/>
        <source>RBF, γ = 0.03</source>
        <translation>RBF, γ = 0,03</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="125"/>
        <source>The kernel of LMSBN&apos;s per-label SVMs on the features (the parents&apos; labels stay linear, so branch and bound is unchanged)</source>
        <translation>Der Kernel der SVMs je Label des LMSBN auf den Merkmalen (die Labels der Eltern bleiben linear, daher bleibt Branch-and-Bound unverändert)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="130"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="137"/>
        <source>Exact match</source>
        <translation>Exakte Treffer</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="137"/>
        <source>Instance F1</source>
        <translation>Instanz-F1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="137"/>
        <source>Macro F1</source>
        <translation>Makro-F1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="137"/>
        <source>Micro F1</source>
        <translation>Mikro-F1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="138"/>
        <source>Fraction of items whose whole label set is right</source>
        <translation>Anteil der Elemente, deren ganze Label-Menge richtig ist</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="151"/>
        <source>sample</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="151"/>
        <source>generated scenes</source>
        <translation>erzeugte Szenen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="153"/>
        <source>&lt;b&gt;Generated scenes&lt;/b&gt;: %Ln item(s), 6 labels, in the scene set&apos;s feature layout (7×7 blocks of L*u*v* means and variances).</source>
        <translation>
            <numerusform>&lt;b&gt;Erzeugte Szenen&lt;/b&gt;: %Ln Element, 6 Labels, im Merkmalsaufbau des Scene-Datensatzes (7×7 Blöcke mit L*u*v*-Mittelwerten und -Varianzen).</numerusform>
            <numerusform>&lt;b&gt;Erzeugte Szenen&lt;/b&gt;: %Ln Elemente, 6 Labels, im Merkmalsaufbau des Scene-Datensatzes (7×7 Blöcke mit L*u*v*-Mittelwerten und -Varianzen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="176"/>
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln Datei</numerusform>
            <numerusform>%Ln Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="178"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %Ln item(s), %2, %3%4.</source>
        <extracomment>%2 is &quot;%Ln label(s)&quot;, %3 &quot;%Ln feature(s)&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln Element, %2, %3%4.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln Elemente, %2, %3%4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="180"/>
        <source>%Ln label(s)</source>
        <translation>
            <numerusform>%Ln Label</numerusform>
            <numerusform>%Ln Labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="181"/>
        <source>%Ln feature(s)</source>
        <translation>
            <numerusform>%Ln Merkmal</numerusform>
            <numerusform>%Ln Merkmale</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="195"/>
        <source>no items are open</source>
        <translation>keine Elemente geöffnet</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="219"/>
        <source>item %L1, predicted %2</source>
        <extracomment>%1 is the item&apos;s number, %2 the labels the model predicts (&quot;Beach + Urban&quot;)</extracomment>
        <translation>Element %L1, vorhergesagt %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="221"/>
        <source>no label</source>
        <translation>kein Label</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="255"/>
        <source>Use the file&apos;s labels (%Ln item(s))</source>
        <translation>
            <numerusform>Labels der Datei übernehmen (%Ln Element)</numerusform>
            <numerusform>Labels der Datei übernehmen (%Ln Elemente)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="265"/>
        <source>Clear your labels (%Ln item(s))</source>
        <translation>
            <numerusform>Ihre Labels löschen (%Ln Element)</numerusform>
            <numerusform>Ihre Labels löschen (%Ln Elemente)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="317"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%Ln item(s) you did not label, against the file&apos;s labels), %1: exact match &lt;b&gt;%L2&lt;/b&gt;. %L3 of %4 are certified exact MAP answers.</source>
        <extracomment>%4 is &quot;%Ln prediction(s)&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;Zurückgehalten&lt;/b&gt; (%Ln von Ihnen nicht gelabeltes Element, im Vergleich zu den Labels der Datei), %1: exakte Treffer &lt;b&gt;%L2&lt;/b&gt;. %L3 von %4 sind zertifiziert exakte MAP-Lösungen.</numerusform>
            <numerusform>&lt;b&gt;Zurückgehalten&lt;/b&gt; (%Ln von Ihnen nicht gelabelte Elemente, im Vergleich zu den Labels der Datei), %1: exakte Treffer &lt;b&gt;%L2&lt;/b&gt;. %L3 von %4 sind zertifiziert exakte MAP-Lösungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="323"/>
        <source>%Ln prediction(s)</source>
        <translation>
            <numerusform>%Ln Vorhersage</numerusform>
            <numerusform>%Ln Vorhersagen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="349"/>
        <source>Predicting with the project&apos;s model…</source>
        <translation>Vorhersage mit dem Projektmodell…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="350"/>
        <source>Training on %Ln item(s)…</source>
        <translation>
            <numerusform>Training auf %Ln Element…</numerusform>
            <numerusform>Training auf %Ln Elementen…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="378"/>
        <source>%1 trained on %Ln item(s) in %L2 s (%3); %4 predicted in %L5 s.</source>
        <extracomment>%4 is &quot;%Ln item(s)&quot;</extracomment>
        <translation>
            <numerusform>%1 auf %Ln Element in %L2 s trainiert (%3); %4 in %L5 s vorhergesagt.</numerusform>
            <numerusform>%1 auf %Ln Elementen in %L2 s trainiert (%3); %4 in %L5 s vorhergesagt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="383"/>
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln Element</numerusform>
            <numerusform>%Ln Elemente</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="165"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="137"/>
        <source>Hamming</source>
        <translation>Hamming</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="139"/>
        <source>Hamming loss: the fraction of item-label pairs wrong (lower is better)</source>
        <translation>Hamming-Verlust: der Anteil falscher Element-Label-Paare (kleiner ist besser)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="183"/>
        <source> (scene layout: pictures show the block colours)</source>
        <translation> (Scene-Aufbau: Bilder zeigen die Blockfarben)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="244"/>
        <source>%1 %2 on item %L3</source>
        <translation>%2 bei Element %L3 %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="245"/>
        <source>Set</source>
        <translation>setzen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="245"/>
        <source>Clear</source>
        <translation>entfernen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="270"/>
        <source>No items open.</source>
        <translation>Keine Elemente geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="271"/>
        <source>Select an item in the list.</source>
        <translation>Wählen Sie ein Element in der Liste.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="276"/>
        <source>Item %L1 (%2)</source>
        <translation>Element %L1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="297"/>
        <source>Label some items (click their labels, or select items and Use File Labels), then Train (F5). Items you leave alone are held out and scored here.</source>
        <translation>Labeln Sie einige Elemente (ihre Labels anklicken oder Elemente wählen und Datei-Labels übernehmen), dann Trainieren (F5). Elemente, die Sie nicht labeln, werden zurückgehalten und hier bewertet.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="304"/>
        <source>Every item is labelled: none is held out to score the model.</source>
        <translation>Jedes Element ist gelabelt: keines bleibt zurück, um das Modell zu bewerten.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="332"/>
        <source>Open some items first (File ▸ Open Multi-label Data…).</source>
        <translation>Öffnen Sie zuerst einige Elemente (Datei ▸ Multi-Label-Daten öffnen…).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="336"/>
        <source>Label some items first: click their labels, or select items and press Use File Labels.</source>
        <translation>Labeln Sie zuerst einige Elemente: ihre Labels anklicken oder Elemente wählen und Datei-Labels übernehmen drücken.</translation>
    </message>
</context>
<context>
    <name>m3::SceneWorkbench</name>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="19"/>
        <source>&amp;Scenes</source>
        <translation>&amp;Szenen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="20"/>
        <source>Multi-label scenes: large-margin sigmoid belief networks and Boltzmann machines</source>
        <translation>Multi-Label-Szenen: Large-Margin-Sigmoid-Belief-Netze und Boltzmann-Maschinen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="22"/>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="23"/>
        <source>Multi-label ARFF (*.arff *.gz *.xml);;All files (*)</source>
        <translation>Multi-Label-ARFF (*.arff *.gz *.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="26"/>
        <source>Multi-label ARFF (*.arff)</source>
        <translation>Multi-Label-ARFF (*.arff)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="35"/>
        <source>Open multi-label ARFF files (e.g. the scene set, with its MULAN .xml)</source>
        <translation>Multi-Label-ARFF-Dateien öffnen (z. B. den Scene-Datensatz mit seiner MULAN-.xml)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="34"/>
        <source>Open M&amp;ulti-label Data…</source>
        <translation>Multi-Label-&amp;Daten öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="37"/>
        <source>Open the Scenes Sam&amp;ple</source>
        <translation>Szenen-Beis&amp;piel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="38"/>
        <source>600 generated scenes with six labels, in the scene set&apos;s feature layout</source>
        <translation>600 erzeugte Szenen mit sechs Labels, im Merkmalsaufbau des Scene-Datensatzes</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="43"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="43"/>
        <source>Switch that label of the current item; on an item you have not labelled it turns the label on and keeps the rest of the prediction</source>
        <translation>Schaltet dieses Label des aktuellen Elements um; bei einem Element ohne Ihre Labels schaltet es das Label ein und behält den Rest der Vorhersage</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="45"/>
        <source>Click a label</source>
        <translation>Ein Label anklicken</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="45"/>
        <source>Switch it</source>
        <translation>Es umschalten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="46"/>
        <source>Up / Down</source>
        <translation>Hoch / Runter</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="46"/>
        <source>Previous / next item</source>
        <translation>Vorheriges / nächstes Element</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="56"/>
        <source>Items: %L1 · labelled: %L2</source>
        <translation>Elemente: %L1 · gelabelt: %L2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="72"/>
        <source>invalid kernel: %1</source>
        <translation>ungültiger Kernel: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="81"/>
        <source>Training on %Ln item(s)…</source>
        <translation>
            <numerusform>Training auf %Ln Element…</numerusform>
            <numerusform>Training auf %Ln Elementen…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::SegmentationPanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="72"/>
        <source>Erase %Ln pixel(s)</source>
        <translation>
            <numerusform>%Ln Pixel radieren</numerusform>
            <numerusform>%Ln Pixel radieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="73"/>
        <source>Paint segment %1 (%Ln pixel(s))</source>
        <translation>
            <numerusform>Segment %1 malen (%Ln Pixel)</numerusform>
            <numerusform>Segment %1 malen (%Ln Pixel)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="84"/>
        <source>Fill region %1 with segment %2</source>
        <translation>Region %1 mit Segment %2 füllen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="108"/>
        <source>No images open. File ▸ Open Images to Segment… reads photos (with BSDS500 human segmentations when they sit in the BSDS layout); the workbench opens a generated sample.</source>
        <translation>Keine Bilder geöffnet. Datei ▸ Bilder zum Segmentieren öffnen… liest Fotos (mit menschlichen BSDS500-Segmentierungen, wenn sie im BSDS-Aufbau liegen); der Arbeitsbereich öffnet ein erzeugtes Beispiel.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="117"/>
        <source>Images (✓ = your segmentation, trained on)</source>
        <translation>Bilder (✓ = Ihre Segmentierung, darauf wird trainiert)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="124"/>
        <source>Use Reference</source>
        <translation>Referenz übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="126"/>
        <source>Take the loaded reference segmentation as yours for the selected images (one undo step)</source>
        <translation>Die geladene Referenzsegmentierung für die gewählten Bilder als Ihre übernehmen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="129"/>
        <source>Clear Yours</source>
        <translation>Ihre löschen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="130"/>
        <source>Remove your segmentation from the selected images (one undo step)</source>
        <translation>Ihre Segmentierung von den gewählten Bildern entfernen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="141"/>
        <source>New Segment (N)</source>
        <translation>Neues Segment (N)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="147"/>
        <source>Paint or fill regions with a segment; Shift+click picks the segment under the cursor. Wheel: brush size; Ctrl+wheel: zoom; right drag: pan.</source>
        <translation>Regionen mit einem Segment malen oder füllen; Umschalt+Klick wählt das Segment unter dem Zeiger. Mausrad: Pinselgröße; Strg+Mausrad: zoomen; rechts ziehen: verschieben.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="153"/>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="165"/>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="166"/>
        <source>Superpixel boundaries</source>
        <translation>Superpixel-Grenzen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="167"/>
        <source>Your segmentation</source>
        <translation>Ihre Segmentierung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="168"/>
        <source>Reference instead of yours</source>
        <translation>Referenz statt Ihrer</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="169"/>
        <source>Learned segmentation (boundaries)</source>
        <translation>Gelernte Segmentierung (Grenzen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="170"/>
        <source>k-means instead of the learned one</source>
        <translation>k-Means statt der gelernten</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="209"/>
        <source>&lt;b&gt;Generated sample&lt;/b&gt;: %Ln image(s); the references are the shapes (each shape one segment, the background one more).</source>
        <translation>
            <numerusform>&lt;b&gt;Erzeugtes Beispiel&lt;/b&gt;: %Ln Bild; die Referenzen sind die Formen (jede Form ein Segment, der Hintergrund eines mehr).</numerusform>
            <numerusform>&lt;b&gt;Erzeugtes Beispiel&lt;/b&gt;: %Ln Bilder; die Referenzen sind die Formen (jede Form ein Segment, der Hintergrund eines mehr).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="220"/>
        <source>Reading %Ln image(s)…</source>
        <translation>
            <numerusform>%Ln Bild wird gelesen…</numerusform>
            <numerusform>%Ln Bilder werden gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="227"/>
        <source>Opening was cancelled: the open images stay.</source>
        <translation>Das Öffnen wurde abgebrochen: die geöffneten Bilder bleiben erhalten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="236"/>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="538"/>
        <source>%Ln image(s)</source>
        <translation>
            <numerusform>%Ln Bild</numerusform>
            <numerusform>%Ln Bilder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="237"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %Ln image(s), %L2 with a reference segmentation.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln Bild, %L2 mit Referenzsegmentierung.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln Bilder, %L2 mit Referenzsegmentierung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="337"/>
        <source>Superpixels ready for %Ln of the images; %L1 failed (left out).</source>
        <translation>
            <numerusform>Superpixel für %Ln der Bilder bereit; %L1 fehlgeschlagen (ausgelassen).</numerusform>
            <numerusform>Superpixel für %Ln der Bilder bereit; %L1 fehlgeschlagen (ausgelassen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="341"/>
        <source>Superpixels ready for all %Ln image(s).</source>
        <translation>
            <numerusform>Superpixel für %Ln Bild bereit.</numerusform>
            <numerusform>Superpixel für alle %Ln Bilder bereit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="415"/>
        <source>Use the reference segmentation (%Ln image(s))</source>
        <translation>
            <numerusform>Referenzsegmentierung übernehmen (%Ln Bild)</numerusform>
            <numerusform>Referenzsegmentierung übernehmen (%Ln Bilder)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="429"/>
        <source>Clear your segmentation (%Ln image(s))</source>
        <translation>
            <numerusform>Ihre Segmentierung löschen (%Ln Bild)</numerusform>
            <numerusform>Ihre Segmentierung löschen (%Ln Bilder)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="465"/>
        <source>&lt;b&gt;%Ln held-out image(s)&lt;/b&gt; against their references:&lt;br&gt;learned: pair F1 &lt;b&gt;%L1&lt;/b&gt;, Rand %L2, VI %L3&lt;br&gt;k-means (told the segment count): pair F1 %L4, Rand %L5, VI %L6</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln zurückgehaltenes Bild&lt;/b&gt; im Vergleich zu seiner Referenz:&lt;br&gt;gelernt: Paar-F1 &lt;b&gt;%L1&lt;/b&gt;, Rand %L2, VI %L3&lt;br&gt;k-Means (mit der Segmentanzahl): Paar-F1 %L4, Rand %L5, VI %L6</numerusform>
            <numerusform>&lt;b&gt;%Ln zurückgehaltene Bilder&lt;/b&gt; im Vergleich zu ihren Referenzen:&lt;br&gt;gelernt: Paar-F1 &lt;b&gt;%L1&lt;/b&gt;, Rand %L2, VI %L3&lt;br&gt;k-Means (mit der Segmentanzahl): Paar-F1 %L4, Rand %L5, VI %L6</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="518"/>
        <source>Segmenting with the project&apos;s model…</source>
        <translation>Segmentierung mit dem Projektmodell…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="519"/>
        <source>Learning from your segmentations of %Ln image(s)…</source>
        <translation>
            <numerusform>Lernen aus Ihrer Segmentierung von %Ln Bild…</numerusform>
            <numerusform>Lernen aus Ihren Segmentierungen von %Ln Bildern…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="532"/>
        <source>Learned from %Ln image(s): %1 after %2; %L3 of %4 segmented with an integral (exact) LP; %L5 s in all.</source>
        <extracomment>%2 is &quot;%Ln pass(es)&quot;, %4 &quot;%Ln image(s)&quot;</extracomment>
        <translation>
            <numerusform>Aus %Ln Bild gelernt: %1 nach %2; %4 segmentiert, davon %L3 mit ganzzahligem (exaktem) LP; %L5 s insgesamt.</numerusform>
            <numerusform>Aus %Ln Bildern gelernt: %1 nach %2; %4 segmentiert, davon %L3 mit ganzzahligem (exaktem) LP; %L5 s insgesamt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="536"/>
        <source>%Ln pass(es)</source>
        <translation>
            <numerusform>%Ln Durchlauf</numerusform>
            <numerusform>%Ln Durchläufen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="177"/>
        <source>Which human segmentation of a BSDS500 file is the reference (BSDS does not record who drew which, so number k is not the same person across images)</source>
        <translation>Welche menschliche Segmentierung einer BSDS500-Datei die Referenz ist (BSDS hält nicht fest, wer welche gezeichnet hat; Nummer k ist also nicht in jedem Bild dieselbe Person)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="180"/>
        <source>BSDS segmentation no.</source>
        <translation>BSDS-Segmentierung Nr.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="201"/>
        <source>shapes %1</source>
        <translation>Formen %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="207"/>
        <source>generated textured shapes</source>
        <translation>erzeugte texturierte Formen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_images.cpp" line="35"/>
        <source>%1: its reference segmentation has another size</source>
        <translation>%1: seine Referenzsegmentierung hat eine andere Größe</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="248"/>
        <source>open an image first</source>
        <translation>zuerst ein Bild öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="250"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="255"/>
        <source>%1 holds no segmentation</source>
        <translation>%1 enthält keine Segmentierung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="260"/>
        <source>%1 is %L2×%L3 pixels, the image %L4×%L5</source>
        <translation>%1 hat %L2×%L3 Pixel, das Bild %L4×%L5</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="279"/>
        <source>no image is open</source>
        <translation>kein Bild geöffnet</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="286"/>
        <source>draw a segmentation or train first: there is nothing to export yet</source>
        <translation>zeichnen Sie zuerst eine Segmentierung oder trainieren Sie: noch gibt es nichts zu exportieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="311"/>
        <source>Exported this image&apos;s segmentation and yours of %Ln other image(s) as &lt;image&gt;_seg.png; %L1 left out because such a file exists.</source>
        <translation>
            <numerusform>Die Segmentierung dieses Bildes und Ihre von %Ln weiteren Bild als &lt;image&gt;_seg.png exportiert; %L1 ausgelassen, weil eine solche Datei bereits existiert.</numerusform>
            <numerusform>Die Segmentierung dieses Bildes und Ihre von %Ln weiteren Bildern als &lt;image&gt;_seg.png exportiert; %L1 ausgelassen, weil eine solche Datei bereits existiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="353"/>
        <source> (computing…)</source>
        <translation> (wird berechnet…)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="355"/>
        <source> · yours %L1%</source>
        <translation> · Ihre %L1 %</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="356"/>
        <source> · reference</source>
        <translation> · Referenz</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="377"/>
        <source>Segment %1</source>
        <translation>Segment %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="388"/>
        <source>Computing the superpixels of %1…</source>
        <translation>Superpixel von %1 werden berechnet…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="455"/>
        <source>Give a few images your segmentation (draw it, or Use Reference), then Train (F5). The other images are segmented and scored against their references here.</source>
        <translation>Geben Sie einigen Bildern Ihre Segmentierung (zeichnen oder Referenz übernehmen), dann Trainieren (F5). Die übrigen Bilder werden segmentiert und hier mit ihren Referenzen verglichen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="462"/>
        <source>No held-out image has a reference to score against.</source>
        <translation>Kein zurückgehaltenes Bild hat eine Referenz zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="491"/>
        <source>Open some images first.</source>
        <translation>Öffnen Sie zuerst einige Bilder.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="495"/>
        <source>Still computing superpixels; train when every image is ready.</source>
        <translation>Superpixel werden noch berechnet; trainieren Sie, wenn jedes Bild bereit ist.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="499"/>
        <source>Give at least one image your segmentation first (it must cover %L1% of the image): draw it, or select images with a reference and press Use Reference.</source>
        <translation>Geben Sie zuerst mindestens einem Bild Ihre Segmentierung (sie muss %L1 % des Bildes abdecken): zeichnen, oder Bilder mit Referenz wählen und Referenz übernehmen drücken.</translation>
    </message>
</context>
<context>
    <name>m3::SegmentationWorkbench</name>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="19"/>
        <source>Image Se&amp;gmentation</source>
        <translation>Bildsegmen&amp;tierung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="21"/>
        <source>Learn how you segment images: max-margin correlation clustering of superpixels</source>
        <translation>Lernen, wie Sie Bilder segmentieren: Max-Margin-Korrelationsclustering von Superpixeln</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="22"/>
        <source>Ctrl+6</source>
        <translation>Ctrl+6</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="23"/>
        <source>Images (*.png *.jpg *.jpeg *.tif *.tiff);;All files (*)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.tif *.tiff);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="28"/>
        <source>PNG index masks (*.png)</source>
        <translation>PNG-Indexmasken (*.png)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="36"/>
        <source>Open photos (BSDS500 human segmentations are found beside them)</source>
        <translation>Fotos öffnen (daneben liegende menschliche BSDS500-Segmentierungen werden gefunden)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="38"/>
        <source>Load Reference Se&amp;gmentation…</source>
        <translation>Referenzse&amp;gmentierung laden…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="40"/>
        <source>A BSDS500 .mat file or a label PNG as the current image&apos;s reference segmentation</source>
        <translation>Eine BSDS500-.mat-Datei oder ein Label-PNG als Referenzsegmentierung des aktuellen Bildes</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="43"/>
        <source>Load Reference Segmentation</source>
        <translation>Referenzsegmentierung laden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="44"/>
        <source>Segmentations (*.mat *.png);;All files (*)</source>
        <translation>Segmentierungen (*.mat *.png);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="50"/>
        <source>Cannot load segmentation</source>
        <translation>Segmentierung kann nicht geladen werden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="35"/>
        <source>Open &amp;Images to Segment…</source>
        <translation>B&amp;ilder zum Segmentieren öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="55"/>
        <source>Open the Segmentation Sam&amp;ple</source>
        <translation>Segmentierungs-Beis&amp;piel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="56"/>
        <source>Generated images of textured shapes whose shapes are the reference segmentations</source>
        <translation>Erzeugte Bilder texturierter Formen, deren Formen die Referenzsegmentierungen sind</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="61"/>
        <source>Drag</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="61"/>
        <source>Brush, fill or erase the current segment (the tool buttons choose)</source>
        <translation>Das aktuelle Segment malen, füllen oder radieren (je nach Werkzeugknopf)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="62"/>
        <source>B / F / E</source>
        <translation>B / F / E</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="62"/>
        <source>The brush, fill or eraser tool</source>
        <translation>Das Pinsel-, Füll- oder Radierwerkzeug</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="63"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="63"/>
        <source>Start a new segment</source>
        <translation>Ein neues Segment beginnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="64"/>
        <source>Shift+click</source>
        <translation>Umschalt+Klick</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="64"/>
        <source>Pick the segment under the cursor</source>
        <translation>Das Segment unter dem Zeiger wählen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="65"/>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="65"/>
        <source>Brush size; Ctrl+wheel zooms about the cursor</source>
        <translation>Pinselgröße; Strg+Mausrad zoomt um den Zeiger</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="66"/>
        <source>Right drag</source>
        <translation>Rechts ziehen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="66"/>
        <source>Pan</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="85"/>
        <source>Images: %L1 · with your segmentation: %L2</source>
        <translation>Bilder: %L1 · mit Ihrer Segmentierung: %L2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="130"/>
        <source>a segmentation does not fit the images</source>
        <translation>eine Segmentierung passt nicht zu den Bildern</translation>
    </message>
</context>
<context>
    <name>m3::SentenceListModel</name>
    <message>
        <location filename="../app/workbenches/sentences/sentence_list_model.cpp" line="46"/>
        <source>Labelled bracket F1 of the predicted tree against yours, or the file&apos;s where you gave none</source>
        <translation>F1 der gelabelten Klammern des vorhergesagten Baums im Vergleich zu Ihrem Baum oder, wo Sie keinen angegeben haben, zu dem der Datei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_list_model.cpp" line="13"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_list_model.cpp" line="14"/>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_list_model.cpp" line="15"/>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_list_model.cpp" line="16"/>
        <source>Yours</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_list_model.cpp" line="17"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
</context>
<context>
    <name>m3::SentencePanel</name>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="79"/>
        <source>Words in the sentence</source>
        <translation>Wörter im Satz</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="84"/>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="85"/>
        <source>Show only sentences of at most this many words</source>
        <translation>Nur Sätze mit höchstens so vielen Wörtern anzeigen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="86"/>
        <source>Only the parser&apos;s errors</source>
        <translation>Nur Fehler des Parsers</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="87"/>
        <source>Show only sentences whose predicted tree is not exactly right (F1 below 1)</source>
        <translation>Nur Sätze anzeigen, deren vorhergesagter Baum nicht genau richtig ist (F1 unter 1)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="90"/>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="91"/>
        <source>Longest</source>
        <translation>Höchstlänge</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="116"/>
        <source>Use File Trees</source>
        <translation>Dateibäume übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="117"/>
        <source>Take the file&apos;s trees as yours for the selected sentences (one undo step)</source>
        <translation>Die Bäume der Datei für die gewählten Sätze als Ihre übernehmen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="118"/>
        <source>Clear Your Trees</source>
        <translation>Ihre Bäume löschen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="119"/>
        <source>Take away your trees of the selected sentences (one undo step)</source>
        <translation>Ihre Bäume von den gewählten Sätzen entfernen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="125"/>
        <source>All of them read their grammar and word-tag statistics off your trees. GENERATIVE scores a tree by its probability; BASIC learns a weight per rule that maximises the margin between your trees and every other tree, counting wrong brackets as the loss (it learns from your trees of at most 15 words). LEXICAL adds weights for the words at and around each constituent&apos;s edges (&quot;today&quot; stands alone), and needs more trees to pay off. LEXICAL+AUX also learns how far to trust the GENERATIVE parser&apos;s brackets.</source>
        <translation>Alle lesen ihre Grammatik und ihre Wort-Tag-Statistik aus Ihren Bäumen ab. GENERATIVE bewertet einen Baum nach seiner Wahrscheinlichkeit; BASIC lernt pro Regel ein Gewicht, das den Margin zwischen Ihren Bäumen und jedem anderen Baum maximiert, wobei falsche Klammern als Verlust zählen (es lernt aus Ihren Bäumen mit höchstens 15 Wörtern). LEXICAL fügt Gewichte für die Wörter an und um die Ränder jeder Konstituente hinzu („today“ steht allein) und braucht mehr Bäume, damit es sich lohnt. LEXICAL+AUX lernt zusätzlich, wie weit den Klammern des GENERATIVE-Parsers zu trauen ist.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="132"/>
        <source>Parser</source>
        <translation>Parser</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="134"/>
        <source>Drag across words and type a label (NP, VP, …) + &lt;b&gt;Enter&lt;/b&gt; to bracket them; click a label, then type another + Enter to rename it or press &lt;b&gt;Delete&lt;/b&gt; to remove it. In the list, &lt;b&gt;A&lt;/b&gt; keeps the tree shown as yours and &lt;b&gt;P&lt;/b&gt; starts from the prediction; &lt;b&gt;↑ ↓&lt;/b&gt; go through the list.</source>
        <translation>Über Wörter ziehen und ein Label (NP, VP, …) + &lt;b&gt;Eingabe&lt;/b&gt; tippen, um sie zu klammern; ein Label anklicken, dann ein anderes + Eingabe tippen, um es umzubenennen, oder &lt;b&gt;Entf&lt;/b&gt; drücken, um es zu entfernen. In der Liste behält &lt;b&gt;A&lt;/b&gt; den gezeigten Baum als Ihren, und &lt;b&gt;P&lt;/b&gt; beginnt mit der Vorhersage; &lt;b&gt;↑ ↓&lt;/b&gt; gehen die Liste durch.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="156"/>
        <source>The label of a new bracket or of the selected one; Enter applies it</source>
        <translation>Das Label einer neuen oder der gewählten Klammer; Eingabe wendet es an</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="158"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="167"/>
        <source>Bracket</source>
        <translation>Klammern</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="167"/>
        <source>Bracket the selected words with the label (Enter)</source>
        <translation>Die gewählten Wörter mit dem Label klammern (Eingabe)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="169"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="169"/>
        <source>Give the selected bracket or tag the label (Enter)</source>
        <translation>Der gewählten Klammer oder dem gewählten Tag das Label geben (Eingabe)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="171"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="171"/>
        <source>Remove the selected bracket; its parts move up (Delete)</source>
        <translation>Die gewählte Klammer entfernen; ihre Teile rücken nach oben (Entf)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="173"/>
        <source>Keep as Mine</source>
        <translation>Als eigenen behalten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="174"/>
        <source>Make the tree shown your tree as it is (A in the sentence list)</source>
        <translation>Den gezeigten Baum unverändert zu Ihrem Baum machen (A in der Satzliste)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="176"/>
        <source>Use Prediction</source>
        <translation>Vorhersage übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="177"/>
        <source>Make the predicted tree yours, to correct it (P in the sentence list)</source>
        <translation>Den vorhergesagten Baum zu Ihrem machen, um ihn zu korrigieren (P in der Satzliste)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="231"/>
        <source>No sentences open. File ▸ Open Sentences… reads treebank files (.mrg) or text, one sentence per line; File ▸ Open the Sentences Sample opens generated ones.</source>
        <translation>Keine Sätze geöffnet. Datei ▸ Sätze öffnen… liest Treebank-Dateien (.mrg) oder Text mit einem Satz pro Zeile; Datei ▸ Satzbeispiel öffnen öffnet erzeugte Sätze.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="234"/>
        <source>Choose a sentence in the list.</source>
        <translation>Wählen Sie einen Satz in der Liste.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="249"/>
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln Wort</numerusform>
            <numerusform>%Ln Wörter</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="252"/>
        <source>&lt;b&gt;Your tree&lt;/b&gt; of sentence %L1 (%2).%3</source>
        <translation>&lt;b&gt;Ihr Baum&lt;/b&gt; von Satz %L1 (%2).%3</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="254"/>
        <source> Orange: brackets the parser missed.</source>
        <translation> Orange: Klammern, die der Parser übersehen hat.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="256"/>
        <source>&lt;b&gt;The file&apos;s tree&lt;/b&gt; of sentence %L1 (%2), not yours yet: edit it, or Keep as Mine (A in the list).</source>
        <translation>&lt;b&gt;Der Baum der Datei&lt;/b&gt; von Satz %L1 (%2), noch nicht Ihrer: bearbeiten Sie ihn oder wählen Sie Als eigenen behalten (A in der Liste).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="261"/>
        <source>&lt;b&gt;The predicted tree&lt;/b&gt; of sentence %L1 (%2), not yours yet: correct it, or Keep as Mine (A in the list).</source>
        <translation>&lt;b&gt;Der vorhergesagte Baum&lt;/b&gt; von Satz %L1 (%2), noch nicht Ihrer: korrigieren Sie ihn oder wählen Sie Als eigenen behalten (A in der Liste).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="266"/>
        <source>Sentence %L1 (%2) has &lt;b&gt;no tree yet&lt;/b&gt;: drag across words and type a label to bracket them.</source>
        <translation>Satz %L1 (%2) hat &lt;b&gt;noch keinen Baum&lt;/b&gt;: über Wörter ziehen und ein Label tippen, um sie zu klammern.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="277"/>
        <source>No prediction yet: give some sentences a tree, then Train (F5).</source>
        <translation>Noch keine Vorhersage: geben Sie einigen Sätzen einen Baum, dann Trainieren (F5).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="278"/>
        <source>Not parsed: longer than %Ln word(s).</source>
        <translation>
            <numerusform>Nicht geparst: länger als %Ln Wort.</numerusform>
            <numerusform>Nicht geparst: länger als %Ln Wörter.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="279"/>
        <source>&lt;b&gt;Predicted tree&lt;/b&gt;</source>
        <translation>&lt;b&gt;Vorhergesagter Baum&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="286"/>
        <source>&lt;b&gt;Predicted tree&lt;/b&gt;: F1 %L1 against %2. Red: brackets that are not there.</source>
        <translation>&lt;b&gt;Vorhergesagter Baum&lt;/b&gt;: F1 %L1 im Vergleich zu %2. Rot: Klammern, die dort nicht vorkommen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="288"/>
        <source>your tree</source>
        <translation>Ihrem Baum</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="288"/>
        <source>the file&apos;s tree</source>
        <translation>dem Baum der Datei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="290"/>
        <source>&lt;b&gt;Predicted tree&lt;/b&gt; (no tree to score it against).</source>
        <translation>&lt;b&gt;Vorhergesagter Baum&lt;/b&gt; (kein Baum, mit dem er verglichen werden kann).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="300"/>
        <source>Your trees: %L1 of %Ln sentence(s).</source>
        <translation>
            <numerusform>Ihre Bäume: %L1 von %Ln Satz.</numerusform>
            <numerusform>Ihre Bäume: %L1 von %Ln Sätzen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="302"/>
        <source>Train (F5) to parse every sentence.</source>
        <translation>Trainieren (F5), um jeden Satz zu parsen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="304"/>
        <source>%1, C = %L2</source>
        <translation>%1, C = %L2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="306"/>
        <source>Parser: %1. No held-out sentence has a tree in the file to score against.</source>
        <translation>Parser: %1. Kein zurückgehaltener Satz hat in der Datei einen Baum zum Vergleichen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="307"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%Ln sentence(s) you gave no tree, against the file&apos;s): labelled F1 &lt;b&gt;%L1&lt;/b&gt;, precision %L2, recall %L3, exact %L4. Parser: %5.</source>
        <translation>
            <numerusform>&lt;b&gt;Zurückgehalten&lt;/b&gt; (%Ln Satz, dem Sie keinen Baum gegeben haben, im Vergleich zu dem der Datei): gelabeltes F1 &lt;b&gt;%L1&lt;/b&gt;, Präzision %L2, Trefferquote %L3, exakt %L4. Parser: %5.</numerusform>
            <numerusform>&lt;b&gt;Zurückgehalten&lt;/b&gt; (%Ln Sätze, denen Sie keinen Baum gegeben haben, im Vergleich zu denen der Datei): gelabeltes F1 &lt;b&gt;%L1&lt;/b&gt;, Präzision %L2, Trefferquote %L3, exakt %L4. Parser: %5.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="336"/>
        <source>No bracket added: %1.</source>
        <translation>Keine Klammer hinzugefügt: %1.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="339"/>
        <source>Bracket %1</source>
        <translation>Klammer %1 setzen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="346"/>
        <source>Click a label in the tree first.</source>
        <translation>Klicken Sie zuerst ein Label im Baum an.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="353"/>
        <source>Not renamed: %1.</source>
        <translation>Nicht umbenannt: %1.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="356"/>
        <source>Rename to %1</source>
        <translation>In %1 umbenennen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="363"/>
        <source>Click the label of the bracket to remove first.</source>
        <translation>Klicken Sie zuerst das Label der zu entfernenden Klammer an.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="369"/>
        <source>Not removed: %1.</source>
        <translation>Nicht entfernt: %1.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="372"/>
        <source>Remove a bracket</source>
        <translation>Eine Klammer entfernen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="385"/>
        <source>Keep the tree</source>
        <translation>Den Baum behalten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="392"/>
        <source>This sentence has no prediction yet: Train (F5) first.</source>
        <translation>Dieser Satz hat noch keine Vorhersage: zuerst Trainieren (F5).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="395"/>
        <source>Use the prediction</source>
        <translation>Die Vorhersage übernehmen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="406"/>
        <source>Use the file&apos;s trees (%Ln sentences)</source>
        <translation>
            <numerusform>Baum der Datei übernehmen (%Ln Satz)</numerusform>
            <numerusform>Bäume der Datei übernehmen (%Ln Sätze)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="413"/>
        <source>Clear your trees (%Ln sentences)</source>
        <translation>
            <numerusform>Ihren Baum löschen (%Ln Satz)</numerusform>
            <numerusform>Ihre Bäume löschen (%Ln Sätze)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="462"/>
        <source>Open sentences first (File ▸ Open Sentences…).</source>
        <translation>Öffnen Sie zuerst Sätze (Datei ▸ Sätze öffnen…).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="472"/>
        <source>%1 learns from your trees of at most %Ln word(s) (punctuation not counted), and none of yours is that short: give a short sentence a tree (Longest filters the list), or choose GENERATIVE.</source>
        <translation>
            <numerusform>%1 lernt aus Ihren Bäumen mit höchstens %Ln Wort (Satzzeichen nicht mitgezählt), und keiner Ihrer Bäume ist so kurz: Geben Sie einem kurzen Satz einen Baum („Längste“ filtert die Liste), oder wählen Sie GENERATIVE.</numerusform>
            <numerusform>%1 lernt aus Ihren Bäumen mit höchstens %Ln Wörtern (Satzzeichen nicht mitgezählt), und keiner Ihrer Bäume ist so kurz: Geben Sie einem kurzen Satz einen Baum („Längste“ filtert die Liste), oder wählen Sie GENERATIVE.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="501"/>
        <source>sentence %1, “%2”</source>
        <extracomment>%1: the sentence&apos;s number in the list; %2: its first words</extracomment>
        <translation>Satz %1, „%2“</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="506"/>
        <source> (%L1 of them warm from the last round)</source>
        <translation> (%L1 davon mit Warmstart aus der letzten Runde)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="510"/>
        <source> of your %L1, those of at most %Ln word(s)</source>
        <translation>
            <numerusform> von Ihren %L1, die mit höchstens %Ln Wort</numerusform>
            <numerusform> von Ihren %L1, die mit höchstens %Ln Wörtern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="514"/>
        <source>%1 trained on %Ln tree(s)%6 in %L2 s%3; %4 parsed in %L5 s.</source>
        <extracomment>%4 is &quot;%Ln sentence(s)&quot;; %6 is &quot; (%1 of them warm from the last round)&quot; and / or &quot; of your %1, those of at most %n word(s)&quot;, or empty</extracomment>
        <translation>
            <numerusform>%1 auf %Ln Baum%6 in %L2 s%3 trainiert; %4 in %L5 s geparst.</numerusform>
            <numerusform>%1 auf %Ln Bäumen%6 in %L2 s%3 trainiert; %4 in %L5 s geparst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="519"/>
        <source>%Ln sentence(s)</source>
        <translation>
            <numerusform>%Ln Satz</numerusform>
            <numerusform>%Ln Sätze</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="22"/>
        <source>generated sentences</source>
        <translation>erzeugte Sätze</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="23"/>
        <source>&lt;b&gt;Generated sentences&lt;/b&gt;: %Ln short English sentence(s) with their trees as the file&apos;s. Where a phrase such as “with the telescope” attaches depends on the verb and the preposition, which the parser has to learn. Select some sentences and &lt;b&gt;Use File Trees&lt;/b&gt;, then Train.</source>
        <translation>
            <numerusform>&lt;b&gt;Erzeugte Sätze&lt;/b&gt;: %Ln kurzer englischer Satz mit seinem Baum als Baum der Datei. Wo sich eine Phrase wie „with the telescope“ anschließt, hängt vom Verb und von der Präposition ab; das muss der Parser lernen. Wählen Sie einige Sätze, dann &lt;b&gt;Bäume der Datei übernehmen&lt;/b&gt;, dann Trainieren.</numerusform>
            <numerusform>&lt;b&gt;Erzeugte Sätze&lt;/b&gt;: %Ln kurze englische Sätze mit ihren Bäumen als Bäumen der Datei. Wo sich eine Phrase wie „with the telescope“ anschließt, hängt vom Verb und von der Präposition ab; das muss der Parser lernen. Wählen Sie einige Sätze, dann &lt;b&gt;Bäume der Datei übernehmen&lt;/b&gt;, dann Trainieren.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="30"/>
        <source>no file given</source>
        <translation>keine Datei angegeben</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="38"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="56"/>
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln Datei</numerusform>
            <numerusform>%Ln Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="61"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %Ln sentence(s), %L2 with a tree in the file.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln Satz, %L2 mit einem Baum in der Datei.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln Sätze, %L2 mit einem Baum in der Datei.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="62"/>
        <source> %Ln tree(s) of only traces were left out.</source>
        <translation>
            <numerusform> %Ln Baum, der nur aus Spuren bestand, wurde ausgelassen.</numerusform>
            <numerusform> %Ln Bäume, die nur aus Spuren bestanden, wurden ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="64"/>
        <source>Not opened:
%1</source>
        <translation>Nicht geöffnet:
%1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="74"/>
        <source>no sentences are open</source>
        <translation>keine Sätze geöffnet</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="99"/>
        <source>no sentence has a tree yet: give one or train</source>
        <translation>noch kein Satz hat einen Baum: geben Sie einen an oder trainieren Sie</translation>
    </message>
</context>
<context>
    <name>m3::SentenceWorkbench</name>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="12"/>
        <source>S&amp;entences</source>
        <translation>Sät&amp;ze</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="14"/>
        <source>Sentences parsed into constituent trees: max-margin and generative parsers</source>
        <translation>In Konstituentenbäume geparste Sätze: Max-Margin- und generative Parser</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="15"/>
        <source>Ctrl+8</source>
        <translation>Ctrl+8</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="17"/>
        <source>Treebank files and text (*.mrg *.ptb *.trees *.tar *.gz *.txt);;All files (*)</source>
        <translation>Treebank-Dateien und Text (*.mrg *.ptb *.trees *.tar *.gz *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="20"/>
        <source>Your trees, bracketed (*.mrg);;Sentences with your and the predicted trees (*.csv)</source>
        <translation>Ihre Bäume, geklammert (*.mrg);;Sätze mit Ihren und den vorhergesagten Bäumen (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="32"/>
        <source>Open treebank files (.mrg, or a .tar of them) or text with one sentence per line</source>
        <translation>Treebank-Dateien (.mrg oder ein .tar davon) oder Text mit einem Satz pro Zeile öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="31"/>
        <source>Open Se&amp;ntences…</source>
        <translation>S&amp;ätze öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="35"/>
        <source>Generated English sentences with their trees</source>
        <translation>Erzeugte englische Sätze mit ihren Bäumen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="34"/>
        <source>Open the Sentences Sam&amp;ple</source>
        <translation>Satz-Beis&amp;piel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="39"/>
        <source>Drag across words</source>
        <translation>Über Wörter ziehen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="39"/>
        <source>Select words (Shift+click extends)</source>
        <translation>Wörter wählen (Umschalt+Klick erweitert)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="40"/>
        <source>Type a label, Enter</source>
        <translation>Ein Label tippen, Eingabe</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="40"/>
        <source>Bracket the selected words, or rename the selected label</source>
        <translation>Die gewählten Wörter einklammern oder das gewählte Label umbenennen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="41"/>
        <source>Click a label</source>
        <translation>Ein Label anklicken</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="41"/>
        <source>Select a bracket or a word&apos;s tag</source>
        <translation>Eine Klammer oder das Tag eines Worts wählen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="42"/>
        <source>Delete</source>
        <translation>Entf</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="42"/>
        <source>Remove the selected bracket (in the list: clear the selected sentences&apos; trees)</source>
        <translation>Die gewählte Klammer entfernen (in der Liste: die Bäume der gewählten Sätze löschen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="43"/>
        <source>A in the list</source>
        <translation>A in der Liste</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="43"/>
        <source>Keep the tree shown as yours</source>
        <translation>Den angezeigten Baum als Ihren behalten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="44"/>
        <source>P in the list</source>
        <translation>P in der Liste</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="44"/>
        <source>Start from the predicted tree</source>
        <translation>Vom vorhergesagten Baum ausgehen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="45"/>
        <source>↑ / ↓</source>
        <translation>↑ / ↓</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="45"/>
        <source>Previous / next sentence of the list</source>
        <translation>Vorheriger / nächster Satz der Liste</translation>
    </message>
    <message>
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="61"/>
        <source>Sentences: %L1 · your trees: %L2</source>
        <translation>Sätze: %L1 · Ihre Bäume: %L2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="65"/>
        <source>Training the %1 parser on %Ln tree(s)…</source>
        <translation>
            <numerusform>Training des %1-Parsers auf %Ln Baum…</numerusform>
            <numerusform>Training des %1-Parsers auf %Ln Bäumen…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::TerrainPanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="56"/>
        <source>Predictions near your stroke updated in %L1 ms: %Ln changed, the stroke&apos;s own points included (until the next training round).</source>
        <translation>
            <numerusform>Vorhersagen nahe Ihrem Strich in %L1 ms aktualisiert: %Ln Punkt geändert, die Punkte des Strichs eingeschlossen (bis zur nächsten Trainingsrunde).</numerusform>
            <numerusform>Vorhersagen nahe Ihrem Strich in %L1 ms aktualisiert: %Ln Punkte geändert, die Punkte des Strichs eingeschlossen (bis zur nächsten Trainingsrunde).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="86"/>
        <source>%Ln point(s) in %1 of %L2 m: a tile&apos;s features are computed when you paint in it, and when it is predicted (the tiles in view first).</source>
        <extracomment>%1 is &quot;%Ln tile(s)&quot;</extracomment>
        <translation>
            <numerusform>%Ln Punkt in %1 zu %L2 m: Die Merkmale einer Kachel werden berechnet, wenn Sie darin malen und wenn sie vorhergesagt wird (die sichtbaren Kacheln zuerst).</numerusform>
            <numerusform>%Ln Punkte in %1 zu %L2 m: Die Merkmale einer Kachel werden berechnet, wenn Sie darin malen und wenn sie vorhergesagt wird (die sichtbaren Kacheln zuerst).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="89"/>
        <source>%Ln tile(s)</source>
        <translation>
            <numerusform>%Ln Kachel</numerusform>
            <numerusform>%Ln Kacheln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="94"/>
        <source>Features and neighbour graph ready: %Ln point(s), %1.</source>
        <extracomment>%1 is &quot;%Ln edge(s)&quot;</extracomment>
        <translation>
            <numerusform>Merkmale und Nachbarschaftsgraph bereit: %Ln Punkt, %1.</numerusform>
            <numerusform>Merkmale und Nachbarschaftsgraph bereit: %Ln Punkte, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="95"/>
        <source>%Ln edge(s)</source>
        <translation>
            <numerusform>%Ln Kante</numerusform>
            <numerusform>%Ln Kanten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="102"/>
        <source>Predicted %L1 of %Ln tile(s), those in view first…</source>
        <translation>
            <numerusform>%L1 von %Ln Kachel vorhergesagt, die sichtbaren zuerst…</numerusform>
            <numerusform>%L1 von %Ln Kacheln vorhergesagt, die sichtbaren zuerst…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="123"/>
        <source>Could not compute point features: %1</source>
        <translation>Punktmerkmale konnten nicht berechnet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="125"/>
        <source>Could not compute point features.</source>
        <translation>Punktmerkmale konnten nicht berechnet werden.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="145"/>
        <source>Navigate</source>
        <translation>Navigieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="147"/>
        <source>Orbit with the left button, pan with the right, zoom with the wheel (N)</source>
        <translation>Mit der linken Taste drehen, mit der rechten verschieben, mit dem Mausrad zoomen (N)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="149"/>
        <source>Paint</source>
        <translation>Malen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="151"/>
        <source>Paint the selected class with the brush; Ctrl+drag draws a lasso; the wheel sizes the brush (P)</source>
        <translation>Die gewählte Klasse mit dem Pinsel malen; Strg+Ziehen zeichnet ein Lasso; das Mausrad ändert die Pinselgröße (P)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="164"/>
        <source>Classes (select to paint, untick to hide)</source>
        <translation>Klassen (zum Malen auswählen, Haken entfernen zum Ausblenden)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="172"/>
        <source>Prediction</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="172"/>
        <source>Uncertainty</source>
        <translation>Unsicherheit</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="172"/>
        <source>Labels and predictions</source>
        <translation>Labels und Vorhersagen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="173"/>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="173"/>
        <source>Intensity</source>
        <translation>Intensität</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="173"/>
        <source>Ground truth</source>
        <translation>Ground Truth</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="174"/>
        <source>File colours (RGB)</source>
        <translation>Dateifarben (RGB)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="175"/>
        <source>What the colours show (C cycles)</source>
        <translation>Was die Farben zeigen (C schaltet weiter)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="178"/>
        <source>Colour by</source>
        <translation>Färben nach</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="185"/>
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="165"/>
        <source>Eraser (grey: unlabelled)</source>
        <translation>Radierer (grau: ungelabelt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="287"/>
        <source>Cutting %Ln point(s) into tiles…</source>
        <translation>
            <numerusform>%Ln Punkt wird in Kacheln zerlegt…</numerusform>
            <numerusform>%Ln Punkte werden in Kacheln zerlegt…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="296"/>
        <source>Computing point features and the neighbour graph for %Ln point(s)…</source>
        <translation>
            <numerusform>Punktmerkmale und Nachbarschaftsgraph für %Ln Punkt werden berechnet…</numerusform>
            <numerusform>Punktmerkmale und Nachbarschaftsgraph für %Ln Punkte werden berechnet…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="319"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="377"/>
        <source>Paint %Ln point(s): %1</source>
        <translation>
            <numerusform>%Ln Punkt bemalen: %1</numerusform>
            <numerusform>%Ln Punkte bemalen: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="185"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="190"/>
        <source>Point size</source>
        <translation>Punktgröße</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="192"/>
        <source>Reset view</source>
        <translation>Ansicht zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="229"/>
        <source>invalid sample size</source>
        <translation>ungültige Beispielgröße</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="255"/>
        <source>painted labels do not match the cloud</source>
        <translation>gemalte Labels passen nicht zur Punktwolke</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="282"/>
        <source>This cloud has no ground truth to compare with.</source>
        <translation>Diese Punktwolke hat keine Ground Truth zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="283"/>
        <source>Train to compare predictions with the ground truth.</source>
        <translation>Trainieren, um Vorhersagen mit der Ground Truth zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="313"/>
        <source>built-in terrain sample</source>
        <translation>eingebautes Geländebeispiel</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_colours.cpp" line="133"/>
        <source>sure</source>
        <translation>sicher</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_colours.cpp" line="133"/>
        <source>unsure: label these next</source>
        <translation>unsicher: diese als Nächstes labeln</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_colours.cpp" line="136"/>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_colours.cpp" line="136"/>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_colours.cpp" line="139"/>
        <source>weak return</source>
        <translation>schwaches Echo</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_colours.cpp" line="139"/>
        <source>strong return</source>
        <translation>starkes Echo</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_colours.cpp" line="143"/>
        <source>The colours stored in the file.</source>
        <translation>Die in der Datei gespeicherten Farben.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_colours.cpp" line="144"/>
        <source>This cloud has no colours (grey).</source>
        <translation>Diese Punktwolke hat keine Farben (grau).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_colours.cpp" line="148"/>
        <source>Class colours as in the list above; painted points bright, predictions darker.</source>
        <translation>Klassenfarben wie in der Liste oben; bemalte Punkte hell, Vorhersagen dunkler.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="373"/>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="18"/>
        <source>Still computing point features; training starts when they are ready.</source>
        <translation>Punktmerkmale werden noch berechnet; das Training startet, sobald sie bereit sind.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="28"/>
        <source>Paint some points with a class first (Paint tool, then drag over the cloud).</source>
        <translation>Bemalen Sie zuerst einige Punkte mit einer Klasse (Werkzeug „Malen“, dann über die Punktwolke ziehen).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="58"/>
        <source>Predicting every point with the project&apos;s model…</source>
        <translation>Alle Punkte werden mit dem Modell des Projekts vorhergesagt…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="60"/>
        <source>Training on about %L1 of the %Ln painted point(s) (patches of %L2 m per class and your newest strokes, so that rounds stay quick)…</source>
        <translation>
            <numerusform>Training auf etwa %L1 von %Ln bemalten Punkt (Flächen von %L2 m pro Klasse und Ihre neuesten Striche, damit die Runden schnell bleiben)…</numerusform>
            <numerusform>Training auf etwa %L1 der %Ln bemalten Punkte (Flächen von %L2 m pro Klasse und Ihre neuesten Striche, damit die Runden schnell bleiben)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="65"/>
        <source>Training on %Ln painted point(s)…</source>
        <translation>
            <numerusform>Training auf %Ln bemalten Punkt…</numerusform>
            <numerusform>Training auf %Ln bemalten Punkten…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="96"/>
        <source>Could not predict the tiles: %1</source>
        <translation>Kacheln konnten nicht vorhergesagt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="122"/>
        <source>Stopped: every point is predicted with the model reached so far.</source>
        <translation>Angehalten: Alle Punkte wurden mit dem bisher erreichten Modell vorhergesagt.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="156"/>
        <source>%1 trained on %2: %3 (%L4 s), predictions in %L5 s.</source>
        <extracomment>%2 is &quot;%1 of the %Ln painted point(s)&quot; or &quot;%Ln point(s)&quot;</extracomment>
        <translation>%1 auf %2 trainiert: %3 (%L4 s), Vorhersagen in %L5 s.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="159"/>
        <source>%L1 of the %Ln painted point(s)</source>
        <translation>
            <numerusform>%L1 von %Ln bemalten Punkt</numerusform>
            <numerusform>%L1 von den %Ln bemalten Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="161"/>
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln Punkt</numerusform>
            <numerusform>%Ln Punkten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="179"/>
        <source>%1 against the ground truth, on the tiles predicted so far</source>
        <translation>%1 im Vergleich zur Ground Truth, auf den bisher vorhergesagten Kacheln</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="180"/>
        <source>%1 against the ground truth</source>
        <translation>%1 im Vergleich zur Ground Truth</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_suggestions.cpp" line="41"/>
        <source>the %1 m patch at x %2, y %3 (%Ln point(s), mostly %4)</source>
        <extracomment>%1: the patch&apos;s side in metres; %2 and %3: its centre; %4: a class name</extracomment>
        <translation>
            <numerusform>das %1-m-Feld bei x %2, y %3 (%Ln Punkt, überwiegend %4)</numerusform>
            <numerusform>das %1-m-Feld bei x %2, y %3 (%Ln Punkte, überwiegend %4)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::TerrainWorkbench</name>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="17"/>
        <source>&amp;Terrain</source>
        <translation>&amp;Gelände</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="18"/>
        <source>3D point clouds: AMN on the k-nearest-neighbour graph</source>
        <translation>3D-Punktwolken: AMN auf dem k-Nächste-Nachbarn-Graphen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="19"/>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="20"/>
        <source>Point clouds (*.ply *.pcd *.xyz *.las *.xyz_label_conf *.bin *.gz)</source>
        <translation>Punktwolken (*.ply *.pcd *.xyz *.las *.xyz_label_conf *.bin *.gz)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="23"/>
        <source>Point clouds (*.ply *.las *.pcd *.xyz);;SemanticKITTI labels (*.label)</source>
        <translation>Punktwolken (*.ply *.las *.pcd *.xyz);;SemanticKITTI-Labels (*.label)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="30"/>
        <source>Open &amp;Point Cloud…</source>
        <translation>&amp;Punktwolke öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="31"/>
        <source>Open a PLY, PCD, XYZ or LAS point cloud</source>
        <translation>Eine PLY-, PCD-, XYZ- oder LAS-Punktwolke öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="32"/>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="36"/>
        <source>Open &amp;Terrain Sample</source>
        <translation>&amp;Gelände-Beispiel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="37"/>
        <source>A generated street scene scanned by a simulated vehicle laser, with ground truth</source>
        <translation>Eine erzeugte Straßenszene, abgetastet von einem simulierten Fahrzeuglaser, mit Ground Truth</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="40"/>
        <source>Class Metrics</source>
        <translation>Klassenmetriken</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="47"/>
        <source>P / N</source>
        <translation>P / N</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="47"/>
        <source>Paint tool / navigate (orbit, pan, zoom)</source>
        <translation>Malwerkzeug / Navigieren (drehen, verschieben, zoomen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="48"/>
        <source>Drag (Paint)</source>
        <translation>Ziehen (Malen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="48"/>
        <source>Paint the front points under the brush with the selected class</source>
        <translation>Die vorderen Punkte unter dem Pinsel mit der gewählten Klasse bemalen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="49"/>
        <source>Ctrl+drag (Paint)</source>
        <translation>Strg+Ziehen (Malen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="49"/>
        <source>Lasso: paint every point inside, through the cloud</source>
        <translation>Lasso: jeden Punkt darin bemalen, durch die ganze Punktwolke hindurch</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="50"/>
        <source>Wheel (Paint)</source>
        <translation>Mausrad (Malen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="50"/>
        <source>Brush size</source>
        <translation>Pinselgröße</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="51"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="51"/>
        <source>Select the class to paint</source>
        <translation>Die Klasse zum Malen wählen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="52"/>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="52"/>
        <source>The eraser</source>
        <translation>Der Radierer</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="53"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="54"/>
        <source>Cycle the colouring: labels, prediction, uncertainty, height, intensity, truth</source>
        <translation>Färbung durchschalten: Labels, Vorhersage, Unsicherheit, Höhe, Intensität, Ground Truth</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="82"/>
        <source>Training on %Ln painted point(s)…</source>
        <translation>
            <numerusform>Training auf %Ln bemalten Punkt…</numerusform>
            <numerusform>Training auf %Ln bemalten Punkten…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="59"/>
        <source>Open one point cloud at a time.</source>
        <translation>Öffnen Sie jeweils nur eine Punktwolke.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="67"/>
        <source>Points: %L1 · painted: %L2</source>
        <translation>Punkte: %L1 · bemalt: %L2</translation>
    </message>
</context>
<context>
    <name>m3::TrainingMonitor</name>
    <message>
        <location filename="../views/training_monitor.cpp" line="39"/>
        <source>Objective and duality gap</source>
        <translation>Zielfunktion und Dualitätslücke</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="40"/>
        <source>primal</source>
        <translation>primal</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="41"/>
        <source>dual</source>
        <translation>dual</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="42"/>
        <location filename="../views/training_monitor.cpp" line="152"/>
        <source>gap (% of primal)</source>
        <translation>Lücke (% des Primalwerts)</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="46"/>
        <location filename="../views/training_monitor.cpp" line="70"/>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="66"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="67"/>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="68"/>
        <source>validation (held out)</source>
        <translation>Validierung (zurückgehalten)</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="143"/>
        <source>No training passes reported yet.</source>
        <translation>Noch keine Trainingsdurchläufe gemeldet.</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="152"/>
        <source>gap (an estimate)</source>
        <translation>Lücke (eine Schätzung)</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="184"/>
        <source>pass %L1 · gap %L2%%3 · training error %L4</source>
        <translation>Durchlauf %L1 · Lücke %L2%%3 · Trainingsfehler %L4</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="188"/>
        <source> (an estimate)</source>
        <translation> (eine Schätzung)</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="189"/>
        <source> (an estimate; certified %L1%)</source>
        <translation> (eine Schätzung; zertifiziert %L1%)</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="193"/>
        <source> · validation error %L1</source>
        <translation> · Validierungsfehler %L1</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="194"/>
        <source> · %L1 s</source>
        <translation> · %L1 s</translation>
    </message>
</context>
<context>
    <name>m3::TrainingOptionsDialog</name>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="11"/>
        <source>Chain M3N (letters + transitions)</source>
        <translation>Ketten-M3N (Buchstaben + Übergänge)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="12"/>
        <source>Multiclass SVM (no edges, baseline)</source>
        <translation>Mehrklassen-SVM (ohne Kanten, Vergleich)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="15"/>
        <source>BCFW, linear weights (fast, certified gap)</source>
        <translation>BCFW, lineare Gewichte (schnell, zertifizierte Lücke)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="16"/>
        <source>Structured SMO, linear kernel</source>
        <translation>Strukturiertes SMO, linearer Kernel</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="17"/>
        <source>Structured SMO, quadratic kernel</source>
        <translation>Strukturiertes SMO, quadratischer Kernel</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="18"/>
        <source>Structured SMO, cubic kernel (thesis&apos; best)</source>
        <translation>Strukturiertes SMO, kubischer Kernel (bester der Dissertation)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="19"/>
        <source>Structured SMO, Gaussian (RBF) kernel</source>
        <translation>Strukturiertes SMO, Gauß-Kernel (RBF)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="23"/>
        <source>Kernels let the letter model use conjunctions of pixels; training then keeps support vectors and takes longer.</source>
        <translation>Kernel lassen das Buchstabenmodell Konjunktionen von Pixeln nutzen; das Training behält dann Stützvektoren und dauert länger.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="25"/>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="26"/>
        <source>Learner:</source>
        <translation>Lernverfahren:</translation>
    </message>
</context>
<context>
    <name>m3::TrainingPanel</name>
    <message>
        <location filename="../app/workbenches/training_panel.cpp" line="82"/>
        <source>Stopped: the predictions are those of the model reached so far.</source>
        <translation>Angehalten: die Vorhersagen stammen vom bisher erreichten Modell.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/training_panel.cpp" line="83"/>
        <source>Predictions of the project&apos;s model.</source>
        <translation>Vorhersagen des Projektmodells.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/training_panel.cpp" line="87"/>
        <source>Stopped: predicting everything with the model reached so far…</source>
        <translation>Angehalten: alles wird mit dem bisher erreichten Modell vorhergesagt…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/training_panel.cpp" line="91"/>
        <source>Stopped before a model was trained.</source>
        <translation>Angehalten, bevor ein Modell trainiert wurde.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/training_panel.cpp" line="96"/>
        <source> (gap %L1%, %2)</source>
        <translation> (Lücke %L1%, %2)</translation>
    </message>
</context>
<context>
    <name>m3::WordListModel</name>
    <message>
        <location filename="../views/word_list_model.cpp" line="90"/>
        <source>#%1  labels: %2  prediction: %3</source>
        <translation>#%1  Labels: %2  Vorhersage: %3</translation>
    </message>
    <message>
        <location filename="../views/word_list_model.cpp" line="93"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/word_list_model.cpp" line="95"/>
        <source>Word %1 (fold %2), %Ln letter(s)</source>
        <translation>
            <numerusform>Wort %1 (Fold %2), %Ln Buchstabe</numerusform>
            <numerusform>Wort %1 (Fold %2), %Ln Buchstaben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/word_list_model.cpp" line="98"/>
        <source>
Letters in the file: %1</source>
        <translation>
Buchstaben in der Datei: %1</translation>
    </message>
</context>
<context>
    <name>m3::Workbench</name>
    <message>
        <location filename="../app/shell/workbench.cpp" line="27"/>
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/shell/workbench.cpp" line="29"/>
        <source>Some files were skipped</source>
        <translation>Einige Dateien wurden übersprungen</translation>
    </message>
</context>
</TS>
