<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ProjectFile</name>
    <message>
        <location filename="../app/shell/project_file.cpp" line="21"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_project.cpp" line="46"/>
        <source>handwriting project</source>
        <translation>Handschriftprojekt</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_project.cpp" line="57"/>
        <source>names no dataset</source>
        <translation>nennt keinen Datensatz</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_project.cpp" line="68"/>
        <source>label &apos;%1&apos; is not a letter a-z</source>
        <translation>Label „%1“ ist kein Buchstabe a–z</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_project.cpp" line="79"/>
        <source>unknown kernel &quot;%1&quot;</source>
        <translation>unbekannter Kernel „%1“</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_project.cpp" line="81"/>
        <source>invalid training settings</source>
        <translation>ungültige Trainingseinstellungen</translation>
    </message>
</context>
<context>
    <name>m3</name>
    <message>
        <location filename="../app/shell/project_file.cpp" line="42"/>
        <location filename="../app/shell/project_file.cpp" line="44"/>
        <source>cannot write (%1)</source>
        <translation>kann nicht geschrieben werden (%1)</translation>
    </message>
    <message>
        <location filename="../app/shell/project_file.cpp" line="49"/>
        <source>cannot open (%1)</source>
        <translation>kann nicht geöffnet werden (%1)</translation>
    </message>
    <message>
        <location filename="../app/shell/project_file.cpp" line="50"/>
        <source>too large to be an M3Studio project</source>
        <translation>zu groß für ein M3Studio-Projekt</translation>
    </message>
    <message>
        <location filename="../app/shell/project_file.cpp" line="55"/>
        <source>not a valid project (%1 at byte %2)</source>
        <translation>kein gültiges Projekt (%1 bei Byte %2)</translation>
    </message>
    <message>
        <location filename="../app/shell/project_file.cpp" line="56"/>
        <location filename="../app/shell/project_file.cpp" line="60"/>
        <source>not an M3Studio project</source>
        <translation>kein M3Studio-Projekt</translation>
    </message>
    <message>
        <location filename="../app/shell/project_file.cpp" line="64"/>
        <source>saved by a newer M3Studio (schema %1)</source>
        <translation>von einem neueren M3Studio gespeichert (Schema %1)</translation>
    </message>
    <message>
        <location filename="../app/shell/project_file.cpp" line="65"/>
        <source>unknown schema %1</source>
        <translation>unbekanntes Schema %1</translation>
    </message>
    <message>
        <location filename="../app/shell/project_file.cpp" line="67"/>
        <source>the project names no workbench</source>
        <translation>das Projekt nennt keinen Arbeitsbereich</translation>
    </message>
</context>
<context>
    <name>m3::BondListModel</name>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="47"/>
        <source>%1 ≈</source>
        <translation>%1 ≈</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="54"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="57"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="57"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="74"/>
        <source>Bonds from the file&apos;s SSBOND records</source>
        <translation>Bindungen aus den SSBOND-Einträgen der Datei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="76"/>
        <source>The file has no SSBOND records: bonds inferred from SG–SG distances below 2.5 Å</source>
        <translation>Die Datei hat keine SSBOND-Einträge: Bindungen aus SG–SG-Abständen unter 2,5 Å erschlossen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="80"/>
        <source>Bonds from the FASTA header&apos;s bonds= annotation</source>
        <translation>Bindungen aus der bonds=-Angabe der FASTA-Kopfzeile</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="82"/>
        <source>Bonds from the DISULFIND set&apos;s connectivity</source>
        <translation>Bindungen aus der Konnektivität des DISULFIND-Datensatzes</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="84"/>
        <source>The file gives no bonds</source>
        <translation>Die Datei gibt keine Bindungen an</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="88"/>
        <source>Bonds you set (trained on)</source>
        <translation>Von Ihnen gesetzte Bindungen (darauf wird trainiert)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="91"/>
        <source>Predicted bonds that match the file&apos;s bonds (held out)</source>
        <translation>Vorhergesagte Bindungen, die mit denen der Datei übereinstimmen (zurückgehalten)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="92"/>
        <source>Predicted bonds that match your bonds (trained on)</source>
        <translation>Vorhergesagte Bindungen, die mit Ihren übereinstimmen (darauf trainiert)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="105"/>
        <source>Protein</source>
        <translation>Protein</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="107"/>
        <source>Cys</source>
        <translation>Cys</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="109"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="111"/>
        <source>Yours</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="113"/>
        <source>Correct</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="115"/>
        <source>All right</source>
        <translation>Alle richtig</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="121"/>
        <source>Cysteines in the chain</source>
        <translation>Cysteine in der Kette</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="123"/>
        <source>Bonds the file gives (≈: inferred from SG–SG distances)</source>
        <translation>Bindungen laut Datei (≈: aus SG–SG-Abständen erschlossen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="125"/>
        <source>Bonds you set: these proteins are trained on</source>
        <translation>Von Ihnen gesetzte Bindungen: auf diesen Proteinen wird trainiert</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="127"/>
        <source>Correctly predicted bonds / bonds</source>
        <translation>Richtig vorhergesagte Bindungen / Bindungen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_list_model.cpp" line="129"/>
        <source>Whole connectivity pattern predicted right</source>
        <translation>Ganzes Bindungsmuster richtig vorhergesagt</translation>
    </message>
</context>
<context>
    <name>m3::BondPanel</name>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="79"/>
        <source>Click two cysteines to bond or unbond them (Esc cancels). Wheel: zoom; Shift+wheel: scroll. Hover a cysteine or an arc for its pair scores.</source>
        <translation>Zwei Cysteine anklicken, um sie zu verbinden oder zu trennen (Esc bricht ab). Mausrad: zoomen; Umschalt+Mausrad: scrollen. Über einem Cystein oder Bogen verweilen zeigt die Paarbewertungen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="85"/>
        <source>Sequence</source>
        <translation>Sequenz</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="87"/>
        <source>3D Structure</source>
        <translation>3D-Struktur</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="89"/>
        <source>The C-alpha trace, the cysteines&apos; SG atoms and the bonds between them (PDB input only)</source>
        <translation>Die C-alpha-Kette, die SG-Atome der Cysteine und die Bindungen zwischen ihnen (nur bei PDB-Eingabe)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="107"/>
        <source>Cysteine %1 selected: click its partner (or it again to cancel).</source>
        <translation>Cystein %1 gewählt: seinen Partner anklicken (oder es selbst erneut, um abzubrechen).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="149"/>
        <source>Use File Bonds</source>
        <translation>Bindungen der Datei übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="152"/>
        <source>Take the bonds the file gives as your bonds for the selected proteins (one undo step)</source>
        <translation>Die Bindungen der Datei als Ihre Bindungen für die gewählten Proteine übernehmen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="154"/>
        <source>Clear Your Bonds</source>
        <translation>Ihre Bindungen löschen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="155"/>
        <source>Remove your bonds from the selected proteins (one undo step)</source>
        <translation>Ihre Bindungen von den gewählten Proteinen entfernen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="163"/>
        <source>M3N (max-margin matching)</source>
        <translation>M3N (Max-Margin-Matching)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="163"/>
        <source>Pair SVM, then matching</source>
        <translation>Paar-SVM, dann Matching</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="165"/>
        <source>M3N learns pair scores so that the whole matching is right; the baseline classifies each pair on its own and matches afterwards</source>
        <translation>M3N lernt Paarbewertungen so, dass das ganze Matching stimmt; der Vergleich klassifiziert jedes Paar einzeln und bildet das Matching danach</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="169"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="186"/>
        <source>Bonds</source>
        <translation>Bindungen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="186"/>
        <source>Proteins</source>
        <translation>Proteine</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="186"/>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="186"/>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="187"/>
        <source>Fraction of the file&apos;s bonds predicted</source>
        <translation>Anteil der Bindungen der Datei, die vorhergesagt wurden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="189"/>
        <source>Fraction of proteins whose whole pattern is right</source>
        <translation>Anteil der Proteine mit ganz richtigem Muster</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="213"/>
        <source>The trypsin demo needs the Debian package theseus-examples (%1 is missing or empty).</source>
        <translation>Die Trypsin-Demo braucht das Debian-Paket theseus-examples (%1 fehlt oder ist leer).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="233"/>
        <source>No trypsin chain could be read:
%1</source>
        <translation>Es konnte keine Trypsin-Kette gelesen werden:
%1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="237"/>
        <source>trypsin demo (theseus-examples, %1 chains)</source>
        <translation>Trypsin-Demo (theseus-examples, %1 Ketten)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="257"/>
        <source>%1: neither a DISULFIND set (graphs.tar.gz) nor a folder of PDB files</source>
        <translation>%1: weder ein DISULFIND-Datensatz (graphs.tar.gz) noch ein Ordner mit PDB-Dateien</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="269"/>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="279"/>
        <source>No chain with two or more cysteines in %1</source>
        <translation>Keine Kette mit zwei oder mehr Cysteinen in %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="288"/>
        <source>Cannot mix these inputs in one set: %1</source>
        <translation>Diese Eingaben lassen sich nicht in einem Satz mischen: %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="292"/>
        <source>%1 files</source>
        <translation>%1 Dateien</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="309"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 proteins.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 Proteine.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="311"/>
        <source>Bonds of %1 of them are inferred from SG–SG distances below 2.5 Å (the files have no SSBOND records), marked ≈.</source>
        <translation>Die Bindungen von %1 davon sind aus SG–SG-Abständen unter 2,5 Å erschlossen (die Dateien haben keine SSBOND-Einträge), markiert mit ≈.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="316"/>
        <source>The files give no bonds: set them yourself.</source>
        <translation>Die Dateien geben keine Bindungen an: setzen Sie sie selbst.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="323"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="330"/>
        <source>No proteins open.
File ▸ Open Proteins… reads PDB files, FASTA files with bonds= annotations or a DISULFIND folder; File ▸ Open the Trypsin Demo opens real trypsin structures.</source>
        <translation>Keine Proteine geöffnet.
Datei ▸ Proteine öffnen… liest PDB-Dateien, FASTA-Dateien mit bonds=-Angaben oder einen DISULFIND-Ordner; Datei ▸ Trypsin-Demo öffnen öffnet echte Trypsin-Strukturen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="333"/>
        <source>No proteins open.
File ▸ Open Proteins… reads PDB files (.pdb, .ent, .gz), FASTA files with bonds= annotations or a DISULFIND folder.
The trypsin demo needs the Debian package theseus-examples (not installed).</source>
        <translation>Keine Proteine geöffnet.
Datei ▸ Proteine öffnen… liest PDB-Dateien (.pdb, .ent, .gz), FASTA-Dateien mit bonds=-Angaben oder einen DISULFIND-Ordner.
Die Trypsin-Demo braucht das Debian-Paket theseus-examples (nicht installiert).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="337"/>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="339"/>
        <source>No proteins open.</source>
        <translation>Keine Proteine geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="391"/>
        <source>Unbond Cys %1–Cys %2 of %3</source>
        <translation>Bindung Cys %1–Cys %2 von %3 lösen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="392"/>
        <source>Bond Cys %1–Cys %2 of %3</source>
        <translation>Cys %1–Cys %2 von %3 verbinden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="400"/>
        <source>Use the file&apos;s bonds (%1 proteins)</source>
        <translation>Bindungen der Datei übernehmen (%1 Proteine)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="409"/>
        <source>Clear your bonds (%1 proteins)</source>
        <translation>Ihre Bindungen löschen (%1 Proteine)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="421"/>
        <source>no proteins are open</source>
        <translation>keine Proteine geöffnet</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="427"/>
        <source>%1 has no sequence (per-cysteine vectors only): FASTA needs sequences</source>
        <translation>%1 hat keine Sequenz (nur Vektoren je Cystein): FASTA braucht Sequenzen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="440"/>
        <source>no model yet: train first</source>
        <translation>noch kein Modell: zuerst trainieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="451"/>
        <source>Give some proteins their bonds (click two cysteines, or Use File Bonds), then Train (F5). Proteins you leave alone are held out and scored here.</source>
        <translation>Geben Sie einigen Proteinen ihre Bindungen (zwei Cysteine anklicken oder Bindungen der Datei übernehmen), dann Trainieren (F5). Proteine, die Sie nicht bearbeiten, werden zurückgehalten und hier bewertet.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="469"/>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="472"/>
        <source>Every protein with file bonds is labelled: none is held out to score the model.</source>
        <translation>Jedes Protein mit Datei-Bindungen ist gelabelt: keines bleibt zurückgehalten, um das Modell zu bewerten.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="480"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%1 proteins you did not label, against the file&apos;s bonds): precision &lt;b&gt;%2&lt;/b&gt;, accuracy &lt;b&gt;%3&lt;/b&gt;; a random matching would get %4 of the bonds.</source>
        <translation>&lt;b&gt;Zurückgehalten&lt;/b&gt; (%1 Proteine, die Sie nicht gelabelt haben, gegen die Bindungen der Datei): Präzision &lt;b&gt;%2&lt;/b&gt;, Genauigkeit &lt;b&gt;%3&lt;/b&gt;; ein zufälliges Matching träfe %4 der Bindungen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="490"/>
        <source>Open some proteins first (File ▸ Open Proteins…).</source>
        <translation>Öffnen Sie zuerst einige Proteine (Datei ▸ Proteine öffnen…).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="494"/>
        <source>Give some proteins their bonds first: click two cysteines, or select proteins and press Use File Bonds.</source>
        <translation>Geben Sie zuerst einigen Proteinen ihre Bindungen: zwei Cysteine anklicken, oder Proteine wählen und „Bindungen der Datei übernehmen“ drücken.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="511"/>
        <source>Training on %1 proteins…</source>
        <translation>Training auf %1 Proteinen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="554"/>
        <source>%1 trained on %2 proteins: %3 after %4 passes (%5 s).</source>
        <translation>%1 auf %2 Proteinen trainiert: %3 nach %4 Durchläufen (%5 s).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="555"/>
        <source>M3N</source>
        <translation>M3N</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="555"/>
        <source>Pair SVM</source>
        <translation>Paar-SVM</translation>
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
        <source>pair score %1</source>
        <translation>Paarbewertung %1</translation>
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
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
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
    <message>
        <location filename="../views/bond_view.cpp" line="470"/>
        <source>(%1 cysteines)</source>
        <translation>(%1 Cysteine)</translation>
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
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="24"/>
        <source>&amp;Protein Bonds</source>
        <translation>&amp;Proteinbindungen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="25"/>
        <source>Disulfide connectivity: max-margin perfect matching over cysteines</source>
        <translation>Disulfid-Konnektivität: perfektes Max-Margin-Matching über Cysteine</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="26"/>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="35"/>
        <source>Open P&amp;roteins…</source>
        <translation>P&amp;roteine öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="36"/>
        <source>Open PDB files, a FASTA file with bonds= annotations or a DISULFIND folder</source>
        <translation>PDB-Dateien, eine FASTA-Datei mit bonds=-Angaben oder einen DISULFIND-Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="38"/>
        <source>Ctrl+Alt+O</source>
        <translation>Ctrl+Alt+O</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="40"/>
        <source>Open the Tr&amp;ypsin Demo</source>
        <translation>Tr&amp;ypsin-Demo öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="41"/>
        <source>The trypsin-family structures of the Debian package theseus-examples, bonds from SG–SG distances</source>
        <translation>Die Strukturen der Trypsin-Familie aus dem Debian-Paket theseus-examples, Bindungen aus SG–SG-Abständen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="46"/>
        <source>Trypsin demo not available</source>
        <translation>Trypsin-Demo nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="52"/>
        <source>Click two cysteines</source>
        <translation>Zwei Cysteine anklicken</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="52"/>
        <source>Bond them, or unbond them when they are bonded</source>
        <translation>Sie verbinden oder, wenn sie schon verbunden sind, trennen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="53"/>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="53"/>
        <source>Zoom the sequence track</source>
        <translation>Die Sequenzspur zoomen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="54"/>
        <source>Drag (3D Structure)</source>
        <translation>Ziehen (3D-Struktur)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="54"/>
        <source>Orbit; Shift+drag pans, wheel zooms</source>
        <translation>Drehen; Umschalt+Ziehen verschiebt, Mausrad zoomt</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="88"/>
        <source>Proteins: %1 · with your bonds: %2</source>
        <translation>Proteine: %1 · mit Ihren Bindungen: %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="95"/>
        <source>model: %1, C = %2</source>
        <translation>Modell: %1, C = %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="98"/>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="144"/>
        <source>protein %1 is not %2 any more: the data changed</source>
        <translation>Protein %1 ist nicht mehr %2: die Daten haben sich geändert</translation>
    </message>
    <message>
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="158"/>
        <source>Training on %1 proteins…</source>
        <translation>Training auf %1 Proteinen…</translation>
    </message>
</context>
<context>
    <name>m3::HandwritingView</name>
    <message>
        <location filename="../views/handwriting_view.cpp" line="53"/>
        <source>Filter words… (labels, predictions or #number)</source>
        <translation>Wörter filtern… (Labels, Vorhersagen oder #Nummer)</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="56"/>
        <source>All words</source>
        <translation>Alle Wörter</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="56"/>
        <source>Labelled</source>
        <translation>Gelabelt</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="56"/>
        <source>Unlabelled</source>
        <translation>Ungelabelt</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="56"/>
        <source>Prediction errors</source>
        <translation>Vorhersagefehler</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="57"/>
        <source>Show all words, only those you labelled, only unlabelled ones, or those where the prediction contradicts your labels</source>
        <translation>Alle Wörter zeigen, nur gelabelte, nur ungelabelte oder jene, deren Vorhersage Ihren Labels widerspricht</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="66"/>
        <source>Type letters to label the word under the cursor · Backspace/Delete clear · Shift+Delete clears the word · ←/→ move · Return: next word · Ctrl+Space: accept the prediction</source>
        <translation>Buchstaben tippen, um das Wort unter dem Cursor zu labeln · Rücktaste/Entf löschen · Umschalt+Entf löscht das Wort · ←/→ bewegen · Eingabe: nächstes Wort · Strg+Leertaste: Vorhersage übernehmen</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="133"/>
        <source>%1 of %2 words shown · labelled: %3 words, %4 letters</source>
        <translation>%1 von %2 Wörtern angezeigt · gelabelt: %3 Wörter, %4 Buchstaben</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="173"/>
        <source>Accept prediction</source>
        <translation>Vorhersage übernehmen</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="189"/>
        <source>Type letters</source>
        <translation>Buchstaben tippen</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="199"/>
        <location filename="../views/handwriting_view.cpp" line="207"/>
        <source>Clear letter</source>
        <translation>Buchstaben löschen</translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="207"/>
        <source>Clear word</source>
        <translation>Wort löschen</translation>
    </message>
</context>
<context>
    <name>m3::HandwritingWorkbench</name>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="49"/>
        <source>Training on %1 labelled letters…</source>
        <translation>Training auf %1 gelabelten Buchstaben…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="73"/>
        <source>Open Handwriting &amp;Sample</source>
        <translation>Handschrift-Beis&amp;piel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="74"/>
        <source>Open the built-in synthetic handwriting sample</source>
        <translation>Das eingebaute synthetische Handschrift-Beispiel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="75"/>
        <source>Use &amp;File Labels of a Fold…</source>
        <translation>&amp;Datei-Labels eines Folds übernehmen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="77"/>
        <source>Take the letters stored in the dataset file as your labels for every word of one fold</source>
        <translation>Die in der Datensatzdatei gespeicherten Buchstaben als Ihre Labels für jedes Wort eines Folds übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="82"/>
        <source>Use File Labels</source>
        <translation>Datei-Labels übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="83"/>
        <source>Label every word of this fold with the letters stored in the file:</source>
        <translation>Jedes Wort dieses Folds mit den in der Datei gespeicherten Buchstaben labeln:</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="87"/>
        <source>Labelled %1 words of fold %2 from the file</source>
        <translation>%1 Wörter von Fold %2 aus der Datei gelabelt</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="89"/>
        <source>Check Predictions Against &amp;File Letters</source>
        <translation>Vorhersagen mit &amp;Datei-Buchstaben vergleichen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="90"/>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="108"/>
        <source>F7</source>
        <translation>F7</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="92"/>
        <source>Mark predictions of unlabelled letters that differ from the letters stored in the file</source>
        <translation>Vorhersagen ungelabelter Buchstaben markieren, die von den gespeicherten Buchstaben der Datei abweichen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="103"/>
        <source>a … z</source>
        <translation>a … z</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="103"/>
        <source>Label the letter under the cursor and move on</source>
        <translation>Den Buchstaben unter dem Cursor labeln und weitergehen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="104"/>
        <source>Backspace / Delete</source>
        <translation>Rücktaste / Entf</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="104"/>
        <source>Clear a label</source>
        <translation>Ein Label löschen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="105"/>
        <source>Left / Right / Home / End</source>
        <translation>Links / Rechts / Pos1 / Ende</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="105"/>
        <source>Move the cursor in the word</source>
        <translation>Den Cursor im Wort bewegen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="106"/>
        <source>Return</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="106"/>
        <source>Next word</source>
        <translation>Nächstes Wort</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="107"/>
        <source>Ctrl+Space</source>
        <translation>Strg+Leertaste</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="107"/>
        <source>Accept the prediction for the word</source>
        <translation>Die Vorhersage für das Wort übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="108"/>
        <source>Mark predictions that differ from the file&apos;s letters</source>
        <translation>Vorhersagen markieren, die von den Buchstaben der Datei abweichen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="119"/>
        <source>Open one letter.data file at a time.</source>
        <translation>Öffnen Sie jeweils nur eine letter.data-Datei.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="138"/>
        <source>built-in sample (%1 words)</source>
        <translation>eingebautes Beispiel (%1 Wörter)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="179"/>
        <source>Label some letters first: select a word and type its letters.</source>
        <translation>Labeln Sie zuerst einige Buchstaben: Wort wählen und seine Buchstaben tippen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="214"/>
        <source>Trained on %1 letters: %2 after %3 passes, %4 s.</source>
        <translation>Auf %1 Buchstaben trainiert: %2 nach %3 Durchläufen, %4 s.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="237"/>
        <source>Words: %1 · labelled letters: %2 in %3 words</source>
        <translation>Wörter: %1 · gelabelte Buchstaben: %2 in %3 Wörtern</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="244"/>
        <source>model: %1, C = %2</source>
        <translation>Modell: %1, C = %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="247"/>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="263"/>
        <source>Use file labels of fold %1</source>
        <translation>Datei-Labels von Fold %1 übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="306"/>
        <source>labels do not match the dataset (word %1)</source>
        <translation>Labels passen nicht zum Datensatz (Wort %1)</translation>
    </message>
</context>
<context>
    <name>m3::MainWindow</name>
    <message>
        <location filename="../app/shell/main_window.cpp" line="94"/>
        <source>&amp;Save Project</source>
        <translation>Projekt &amp;speichern</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="97"/>
        <source>Save Project &amp;As…</source>
        <translation>Projekt speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="98"/>
        <source>Save the project under a new name</source>
        <translation>Das Projekt unter neuem Namen speichern</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="100"/>
        <source>Export &amp;Model…</source>
        <translation>&amp;Modell exportieren…</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="100"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="101"/>
        <source>Save the trained model as JSON (readable by m3studio-cli)</source>
        <translation>Das trainierte Modell als JSON speichern (lesbar für m3studio-cli)</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="107"/>
        <source>Export &amp;Labels…</source>
        <translation>&amp;Labels exportieren…</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="108"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="114"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="114"/>
        <source>Quit M3Studio</source>
        <translation>M3Studio beenden</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="116"/>
        <source>&amp;Train</source>
        <translation>&amp;Trainieren</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="116"/>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="119"/>
        <source>St&amp;op</source>
        <translation>Sto&amp;ppen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="119"/>
        <source>Shift+F5</source>
        <translation>Shift+F5</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="120"/>
        <source>Stop training and keep the model reached so far</source>
        <translation>Training anhalten und das bisher erreichte Modell behalten</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="125"/>
        <source>&amp;Live Update</source>
        <translation>&amp;Live-Aktualisierung</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="125"/>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="126"/>
        <source>Retrain automatically (warm start) after every label edit</source>
        <translation>Nach jeder Labeländerung automatisch neu trainieren (Warmstart)</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="129"/>
        <source>Training &amp;Options…</source>
        <translation>Trainings&amp;optionen…</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="130"/>
        <source>Regularisation, stopping rule, model</source>
        <translation>Regularisierung, Abbruchkriterium, Modell</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="91"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="92"/>
        <source>Open a project or any data file M3Studio reads</source>
        <translation>Ein Projekt oder eine beliebige von M3Studio lesbare Datendatei öffnen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="95"/>
        <source>Save the data references, your labels, the settings and the model</source>
        <translation>Die Datenverweise, Ihre Labels, die Einstellungen und das Modell speichern</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="109"/>
        <source>Write your labels (predictions where you gave none) in the data&apos;s own format</source>
        <translation>Ihre Labels (Vorhersagen, wo Sie keine vergeben haben) im eigenen Format der Daten schreiben</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="117"/>
        <source>Train on your labels in the background</source>
        <translation>Im Hintergrund auf Ihren Labels trainieren</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="132"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="133"/>
        <source>The keys of the active workbench</source>
        <translation>Die Tasten des aktiven Arbeitsbereichs</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="135"/>
        <source>&amp;About M3Studio</source>
        <translation>Über &amp;M3Studio</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="135"/>
        <location filename="../app/shell/main_window.cpp" line="137"/>
        <source>About M3Studio</source>
        <translation>Über M3Studio</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="138"/>
        <source>&lt;b&gt;M3Studio&lt;/b&gt; %1&lt;br&gt;Annotate structured data and learn from it interactively with max-margin Markov networks.&lt;br&gt;GPL-3.0-or-later.</source>
        <translation>&lt;b&gt;M3Studio&lt;/b&gt; %1&lt;br&gt;Strukturierte Daten annotieren und interaktiv mit Max-Margin-Markov-Netzen daraus lernen.&lt;br&gt;GPL-3.0-or-later.</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="150"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="153"/>
        <source>Undo the last label edit of the active workbench</source>
        <translation>Die letzte Labeländerung des aktiven Arbeitsbereichs rückgängig machen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="155"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="158"/>
        <source>Redo the label edit you undid</source>
        <translation>Die rückgängig gemachte Labeländerung wiederholen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="163"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="164"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="165"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="166"/>
        <source>&amp;Training</source>
        <translation>&amp;Training</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="170"/>
        <source>&amp;Workbench</source>
        <translation>A&amp;rbeitsbereich</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="172"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="173"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="177"/>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="188"/>
        <source>Training Monitor</source>
        <translation>Trainingsmonitor</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="289"/>
        <source>%1[*] — %2 — M3Studio</source>
        <translation>%1[*] — %2 — M3Studio</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="299"/>
        <source>Cannot open project</source>
        <translation>Projekt kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="311"/>
        <location filename="../app/shell/main_window.cpp" line="319"/>
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="312"/>
        <source>No workbench opens %1 (see File ▸ Open for the formats).</source>
        <translation>Kein Arbeitsbereich öffnet %1 (die Formate stehen unter Datei ▸ Öffnen).</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="327"/>
        <source>M3Studio projects (*.m3p *.m3s *.m3t)</source>
        <translation>M3Studio-Projekte (*.m3p *.m3s *.m3t)</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="334"/>
        <source>Everything M3Studio opens (%1)</source>
        <translation>Alles, was M3Studio öffnet (%1)</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="335"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="337"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="350"/>
        <source>Written to %1</source>
        <translation>Nach %1 geschrieben</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="352"/>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="367"/>
        <source>Switch to %1</source>
        <translation>Zu %1 wechseln</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="369"/>
        <source>Keyboard Shortcuts — %1</source>
        <translation>Tastenkürzel — %1</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="319"/>
        <source>Some files were skipped</source>
        <translation>Einige Dateien wurden übersprungen</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="320"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="104"/>
        <source>Export Model</source>
        <translation>Modell exportieren</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="104"/>
        <source>M3Studio models (*.json)</source>
        <translation>M3Studio-Modelle (*.json)</translation>
    </message>
    <message>
        <location filename="../app/shell/main_window.cpp" line="111"/>
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
    <message>
        <location filename="../views/metrics_view.cpp" line="38"/>
        <source>%1: accuracy %2 over %3 points</source>
        <translation>%1: Genauigkeit %2 bei %3 Punkten</translation>
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
    <name>m3::ProjectContext</name>
    <message>
        <location filename="../app/shell/project_context.cpp" line="66"/>
        <source>the project names no data files</source>
        <translation>das Projekt nennt keine Datendateien</translation>
    </message>
    <message>
        <location filename="../app/shell/project_context.cpp" line="76"/>
        <source>the project names no data file</source>
        <translation>das Projekt nennt keine Datendatei</translation>
    </message>
    <message>
        <location filename="../app/shell/project_context.cpp" line="88"/>
        <source>the data file %1 was not found (moved or deleted); open the project again and locate it</source>
        <translation>die Datendatei %1 wurde nicht gefunden (verschoben oder gelöscht); öffnen Sie das Projekt erneut und geben Sie an, wo sie liegt</translation>
    </message>
    <message>
        <location filename="../app/shell/project_context.cpp" line="97"/>
        <source>%1 has changed since the project was saved; labels were restored by position and may not fit</source>
        <translation>%1 hat sich seit dem Speichern des Projekts geändert; die Labels wurden nach Position wiederhergestellt und passen womöglich nicht</translation>
    </message>
</context>
<context>
    <name>m3::ProjectSession</name>
    <message>
        <location filename="../app/shell/project_session.cpp" line="23"/>
        <source>Data file not found</source>
        <translation>Datendatei nicht gefunden</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="24"/>
        <source>The project&apos;s data file %1 is not there any more. Please show where it is now.</source>
        <translation>Die Datendatei %1 des Projekts ist nicht mehr vorhanden. Bitte zeigen Sie, wo sie jetzt liegt.</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="28"/>
        <source>Locate %1</source>
        <translation>%1 suchen</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="82"/>
        <location filename="../app/shell/project_session.cpp" line="95"/>
        <source>Crash recovery is off</source>
        <translation>Wiederherstellung nach Absturz ist deaktiviert</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="83"/>
        <source>Label edits cannot be journalled, so a crash would lose unsaved edits: %1</source>
        <translation>Labeländerungen können nicht im Journal festgehalten werden; bei einem Absturz gingen ungespeicherte Änderungen verloren: %1</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="96"/>
        <source>A label edit could not be journalled; save your project: %1</source>
        <translation>Eine Labeländerung konnte nicht im Journal festgehalten werden; speichern Sie Ihr Projekt: %1</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="116"/>
        <source>Save %1 Project</source>
        <translation>%1-Projekt speichern</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="117"/>
        <source>M3Studio projects (*.m3p)</source>
        <translation>M3Studio-Projekte (*.m3p)</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="128"/>
        <source>Cannot save project</source>
        <translation>Projekt kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="138"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="161"/>
        <source>%1: made by the %2 workbench, which this M3Studio does not have</source>
        <translation>%1: mit dem Arbeitsbereich %2 erstellt, den dieses M3Studio nicht hat</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="172"/>
        <location filename="../app/shell/project_session.cpp" line="247"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="181"/>
        <source>Project data changed</source>
        <translation>Projektdaten geändert</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="190"/>
        <source>Unsaved labels</source>
        <translation>Ungespeicherte Labels</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="191"/>
        <source>Your labels in the %1 workbench (%2) are not saved. Save them to a project first?</source>
        <translation>Ihre Labels im Arbeitsbereich %1 (%2) sind nicht gespeichert. Zuerst in einem Projekt speichern?</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="224"/>
        <source>Damaged recovery journals</source>
        <translation>Beschädigte Wiederherstellungsjournale</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="225"/>
        <source>These journals could not be read and were left in place:
%1</source>
        <translation>Diese Journale konnten nicht gelesen werden und wurden an ihrem Ort belassen:
%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/shell/project_session.cpp" line="230"/>
        <source>%1: %n label edit(s)</source>
        <translation>
            <numerusform>%1: %n Labeländerung</numerusform>
            <numerusform>%1: %n Labeländerungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="233"/>
        <source>Recover unsaved labels</source>
        <translation>Ungespeicherte Labels wiederherstellen</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="234"/>
        <source>M3Studio did not close normally. Recover the unsaved labels?

%1</source>
        <translation>M3Studio wurde nicht normal beendet. Die ungespeicherten Labels wiederherstellen?

%1</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="247"/>
        <source>Cannot recover</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="255"/>
        <source>Recovered %1 of %2 unsaved label edits in %3 (replayed in %4 s, %5 s since the journals were found); save them to a project.</source>
        <translation>%1 von %2 ungespeicherten Labeländerungen in %3 wiederhergestellt (in %4 s nachgespielt, %5 s seit dem Auffinden der Journale); speichern Sie sie in einem Projekt.</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="266"/>
        <source>Some edits could not be recovered</source>
        <translation>Einige Änderungen konnten nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <location filename="../app/shell/project_session.cpp" line="267"/>
        <source>%1 of %2 edits did not fit the data (%3)</source>
        <translation>%1 von %2 Änderungen passten nicht zu den Daten (%3)</translation>
    </message>
</context>
<context>
    <name>m3::RegionPanel</name>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="66"/>
        <source>Erase %1 pixels</source>
        <translation>%1 Pixel radieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="67"/>
        <source>Paint %1 pixels: %2</source>
        <translation>%1 Pixel malen: %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="80"/>
        <source>Fill region %1: %2</source>
        <translation>Region %1 füllen: %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="98"/>
        <source>%1 superpixels, %2 adjacent pairs.</source>
        <translation>%1 Superpixel, %2 benachbarte Paare.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="107"/>
        <source>Superpixels failed: %1</source>
        <translation>Superpixel fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="118"/>
        <source>No image open. File ▸ Open Image… reads PNG, JPEG or TIFF; the Image Regions workbench opens a generated sample.</source>
        <translation>Kein Bild geöffnet. Datei ▸ Bild öffnen… liest PNG, JPEG oder TIFF; der Arbeitsbereich Bildregionen öffnet ein erzeugtes Beispiel.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="127"/>
        <source>Classes (keys 1-9)</source>
        <translation>Klassen (Tasten 1–9)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="146"/>
        <source>Add Class…</source>
        <translation>Klasse hinzufügen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="150"/>
        <source>Add Class</source>
        <translation>Klasse hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="150"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="151"/>
        <source>class %1</source>
        <translation>Klasse %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="160"/>
        <source>Brush: mouse wheel sizes it; Ctrl+wheel zooms; right drag pans; Home fits.</source>
        <translation>Pinsel: Mausrad ändert die Größe; Strg+Mausrad zoomt; rechts ziehen verschiebt; Pos1 passt ein.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="164"/>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="173"/>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="174"/>
        <source>Superpixel boundaries</source>
        <translation>Superpixel-Grenzen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="175"/>
        <source>Your labels</source>
        <translation>Ihre Labels</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="176"/>
        <source>Prediction</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="177"/>
        <source>Uncertainty (bright: unsure)</source>
        <translation>Unsicherheit (hell: unsicher)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="183"/>
        <source>Overlay opacity</source>
        <translation>Deckkraft der Überlagerung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="190"/>
        <source>AMN (regions and their neighbours)</source>
        <translation>AMN (Regionen und ihre Nachbarn)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="190"/>
        <source>SVM per region</source>
        <translation>SVM je Region</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="190"/>
        <source>Voted SVM</source>
        <translation>SVM mit Nachbarabstimmung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="196"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="200"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="202"/>
        <source>Superpixel (SLIC) region size; changing it recomputes the regions</source>
        <translation>Superpixel-Größe (SLIC); eine Änderung berechnet die Regionen neu</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="207"/>
        <source>SLIC compactness: larger gives rounder, less boundary-following regions</source>
        <translation>SLIC-Kompaktheit: größer ergibt rundere, weniger kantentreue Regionen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="210"/>
        <source>Superpixel size</source>
        <translation>Superpixel-Größe</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="211"/>
        <source>Compactness</source>
        <translation>Kompaktheit</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="243"/>
        <source>generated textured shapes</source>
        <translation>erzeugte texturierte Formen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="245"/>
        <source>&lt;b&gt;Generated sample&lt;/b&gt;: %1×%2 textured shapes with their true classes.</source>
        <translation>&lt;b&gt;Erzeugtes Beispiel&lt;/b&gt;: %1×%2 texturierte Formen mit ihren wahren Klassen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="261"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2×%3 pixels. Load a ground-truth mask (File ▸ Open Ground Truth Mask…) to score predictions.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2×%3 Pixel. Laden Sie eine Ground-Truth-Maske (Datei ▸ Ground-Truth-Maske öffnen…), um Vorhersagen zu bewerten.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="273"/>
        <source>open an image first</source>
        <translation>zuerst ein Bild öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="276"/>
        <source>%1 is %2×%3 pixels, the image %4×%5</source>
        <translation>%1 hat %2×%3 Pixel, das Bild %4×%5</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="312"/>
        <source>no image with superpixels is open</source>
        <translation>kein Bild mit Superpixeln geöffnet</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="327"/>
        <source>no model yet: train first</source>
        <translation>noch kein Modell: zuerst trainieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="346"/>
        <source>Computing superpixels and region features…</source>
        <translation>Superpixel und Regionsmerkmale werden berechnet…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="347"/>
        <source>Computing the superpixels of %1…</source>
        <translation>Superpixel von %1 werden berechnet…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="432"/>
        <source>No ground truth loaded: nothing to score against.</source>
        <translation>Keine Ground Truth geladen: nichts zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="438"/>
        <source>Scribble on two or more classes, then Train (F5): the prediction is scored against the ground truth here.</source>
        <translation>Kritzeln Sie auf zwei oder mehr Klassen, dann Trainieren (F5): die Vorhersage wird hier mit der Ground Truth verglichen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="443"/>
        <source>&lt;b&gt;Against the ground truth&lt;/b&gt;: pixel accuracy &lt;b&gt;%1&lt;/b&gt;, mean IoU &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;b&gt;Im Vergleich zur Ground Truth&lt;/b&gt;: Pixelgenauigkeit &lt;b&gt;%1&lt;/b&gt;, mittlere IoU &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="456"/>
        <source>Open an image first, and wait for its superpixels.</source>
        <translation>Öffnen Sie zuerst ein Bild und warten Sie auf seine Superpixel.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="461"/>
        <source>Scribble some classes first: pick a class (1-9) and paint over the image.</source>
        <translation>Kritzeln Sie zuerst einige Klassen: eine Klasse wählen (1–9) und über das Bild malen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="473"/>
        <source>Training on your scribbles…</source>
        <translation>Training auf Ihren Kritzeleien…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_panel.cpp" line="495"/>
        <source>%1 trained on %2 labelled regions: %3 after %4 passes; redrawn %5 s after the request.</source>
        <translation>%1 auf %2 gelabelten Regionen trainiert: %3 nach %4 Durchläufen; %5 s nach der Anfrage neu gezeichnet.</translation>
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
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="45"/>
        <source>&amp;Image Regions</source>
        <translation>&amp;Bildregionen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="46"/>
        <source>Photos cut into superpixels: AMN segmentation from your scribbles</source>
        <translation>In Superpixel zerlegte Fotos: AMN-Segmentierung aus Ihren Kritzeleien</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="47"/>
        <source>Ctrl+5</source>
        <translation>Ctrl+5</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="57"/>
        <source>Open &amp;Image…</source>
        <translation>&amp;Bild öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="57"/>
        <source>Open a PNG, JPEG or TIFF photo</source>
        <translation>Ein PNG-, JPEG- oder TIFF-Foto öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="58"/>
        <source>Open Ground &amp;Truth Mask…</source>
        <translation>Ground-&amp;Truth-Maske öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="59"/>
        <source>A class mask (PNG) for the open image, to score the predictions</source>
        <translation>Eine Klassenmaske (PNG) zum offenen Bild, um die Vorhersagen zu bewerten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="62"/>
        <source>Open Ground Truth Mask</source>
        <translation>Ground-Truth-Maske öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="63"/>
        <source>Class masks (*.png);;All files (*)</source>
        <translation>Klassenmasken (*.png);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="70"/>
        <source>Cannot open mask</source>
        <translation>Maske kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="73"/>
        <source>Open the Image Regions Sa&amp;mple</source>
        <translation>Bildregionen-Bei&amp;spiel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="74"/>
        <source>A generated image of textured shapes with its true classes</source>
        <translation>Ein erzeugtes Bild texturierter Formen mit seinen wahren Klassen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="80"/>
        <source>Drag</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="80"/>
        <source>Brush, fill or erase with the selected class (the tool buttons choose)</source>
        <translation>Mit der gewählten Klasse malen, füllen oder radieren (je nach Werkzeugknopf)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="81"/>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="81"/>
        <source>Brush size; Ctrl+wheel zooms about the cursor</source>
        <translation>Pinselgröße; Strg+Mausrad zoomt um den Zeiger</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="82"/>
        <source>Shift+click</source>
        <translation>Umschalt+Klick</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="82"/>
        <source>Pick the class under the cursor</source>
        <translation>Die Klasse unter dem Zeiger wählen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="83"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="83"/>
        <source>Select a class</source>
        <translation>Eine Klasse wählen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="84"/>
        <source>Right drag / Home</source>
        <translation>Rechts ziehen / Pos1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="84"/>
        <source>Pan / fit the image to the window</source>
        <translation>Verschieben / Bild ins Fenster einpassen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="102"/>
        <source>Image Regions opens one image at a time (Image Segmentation takes several).</source>
        <translation>Bildregionen öffnet jeweils nur ein Bild (Bildsegmentierung nimmt mehrere).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="116"/>
        <source>Superpixels: %1 · scribbled pixels: %2</source>
        <translation>Superpixel: %1 · bekritzelte Pixel: %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="123"/>
        <source>model: %1, C = %2</source>
        <translation>Modell: %1, C = %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="126"/>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="150"/>
        <source>invalid sample size</source>
        <translation>ungültige Beispielgröße</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="166"/>
        <source>invalid classes</source>
        <translation>ungültige Klassen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="172"/>
        <source>the scribbles do not fit the image</source>
        <translation>die Kritzeleien passen nicht zum Bild</translation>
    </message>
</context>
<context>
    <name>m3::SceneItemView</name>
    <message>
        <location filename="../views/scene_item_view.cpp" line="19"/>
        <source>Click a label (or press its number) to switch it on or off for this item.
Box: your label (dashed: you have not labelled this item); dot: the file&apos;s label; bar: the model&apos;s confidence (green: predicted on).</source>
        <translation>Ein Label anklicken (oder seine Nummer drücken), um es für dieses Element ein- oder auszuschalten.
Kästchen: Ihr Label (gestrichelt: Element noch nicht gelabelt); Punkt: Label der Datei; Balken: Konfidenz des Modells (grün: als an vorhergesagt).</translation>
    </message>
    <message>
        <location filename="../views/scene_item_view.cpp" line="117"/>
        <source>Box: yours · dot: the file&apos;s · bar: the model&apos;s margin (green: predicted on)</source>
        <translation>Kästchen: Ihre · Punkt: der Datei · Balken: Margin des Modells (grün: als an vorhergesagt)</translation>
    </message>
    <message>
        <location filename="../views/scene_item_view.cpp" line="118"/>
        <source>Box: yours · dot: the file&apos;s · Train to see the model&apos;s margins</source>
        <translation>Kästchen: Ihre · Punkt: der Datei · Trainieren, um die Margins des Modells zu sehen</translation>
    </message>
</context>
<context>
    <name>m3::SceneListModel</name>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="46"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="65"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="65"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="74"/>
        <source>Against your labels</source>
        <translation>Im Vergleich zu Ihren Labels</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="74"/>
        <source>Against the file&apos;s labels (held out)</source>
        <translation>Im Vergleich zu den Labels der Datei (zurückgehalten)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="83"/>
        <source>Item</source>
        <translation>Element</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="85"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="87"/>
        <source>Yours</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="89"/>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="91"/>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="97"/>
        <source>The label set the file gives</source>
        <translation>Die Label-Menge laut Datei</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="99"/>
        <source>The label set you gave (empty: not labelled, held out)</source>
        <translation>Die von Ihnen vergebene Label-Menge (leer: nicht gelabelt, zurückgehalten)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="101"/>
        <source>The latest model&apos;s label set</source>
        <translation>Die Label-Menge des neuesten Modells</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_list_model.cpp" line="103"/>
        <source>Whether the whole predicted set is right</source>
        <translation>Ob die ganze vorhergesagte Menge richtig ist</translation>
    </message>
</context>
<context>
    <name>m3::ScenePanel</name>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="36"/>
        <source>LMSBN (labels in file order)</source>
        <translation>LMSBN (Labels in Dateireihenfolge)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="38"/>
        <source>LMSBN (labels by F-score)</source>
        <translation>LMSBN (Labels nach F-Maß)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="39"/>
        <source>LMBM (Boltzmann machine)</source>
        <translation>LMBM (Boltzmann-Maschine)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="40"/>
        <source>Independent SVMs</source>
        <translation>Unabhängige SVMs</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="41"/>
        <source>Chain SSVM</source>
        <translation>Ketten-SSVM</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="42"/>
        <source>Fully connected SSVM</source>
        <translation>Voll verbundene SSVM</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="120"/>
        <source>No items open. File ▸ Open Multi-label Data… reads ARFF files (e.g. the scene set); Workbench ▸ Scenes opens a generated sample.</source>
        <translation>Keine Elemente geöffnet. Datei ▸ Multi-Label-Daten öffnen… liest ARFF-Dateien (z. B. den Scene-Datensatz); Arbeitsbereich ▸ Szenen öffnet ein erzeugtes Beispiel.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="153"/>
        <source>Use File Labels</source>
        <translation>Datei-Labels übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="156"/>
        <source>Take the file&apos;s label sets as yours for the selected items (one undo step)</source>
        <translation>Die Label-Mengen der Datei für die gewählten Elemente als Ihre übernehmen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="158"/>
        <source>Clear Your Labels</source>
        <translation>Ihre Labels löschen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="159"/>
        <source>Make the selected items unlabelled again (one undo step)</source>
        <translation>Die gewählten Elemente wieder ungelabelt machen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="169"/>
        <source>LMSBN and LMBM model how labels depend on each other (fully connected); the SVMs decide each label alone; the SSVMs learn pairwise label scores on a chain or on all pairs</source>
        <translation>LMSBN und LMBM modellieren, wie Labels voneinander abhängen (voll verbunden); die SVMs entscheiden jedes Label allein; die SSVMs lernen paarweise Label-Bewertungen auf einer Kette oder allen Paaren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="175"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="179"/>
        <source>The regularisation constant C: larger fits your labels more closely</source>
        <translation>Die Regularisierungskonstante C: größer passt sich Ihren Labels enger an</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="183"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="185"/>
        <source>linear</source>
        <translation>linear</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="185"/>
        <source>RBF, γ = 0.1</source>
        <translation>RBF, γ = 0,1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="185"/>
        <source>RBF, γ = 0.03</source>
        <translation>RBF, γ = 0,03</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="187"/>
        <source>The kernel of LMSBN&apos;s per-label SVMs on the features (the parents&apos; labels stay linear, so branch and bound is unchanged)</source>
        <translation>Der Kernel der SVMs je Label des LMSBN auf den Merkmalen (die Labels der Eltern bleiben linear, daher bleibt Branch-and-Bound unverändert)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="192"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="209"/>
        <source>Exact match</source>
        <translation>Exakte Treffer</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="209"/>
        <source>Hamming loss</source>
        <translation>Hamming-Verlust</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="209"/>
        <source>Instance F1</source>
        <translation>Instanz-F1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="209"/>
        <source>Macro F1</source>
        <translation>Makro-F1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="209"/>
        <source>Micro F1</source>
        <translation>Mikro-F1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="211"/>
        <source>Fraction of items whose whole label set is right</source>
        <translation>Anteil der Elemente, deren ganze Label-Menge richtig ist</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="213"/>
        <source>Fraction of item-label pairs wrong (lower is better)</source>
        <translation>Anteil falscher Element-Label-Paare (kleiner ist besser)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="229"/>
        <source>sample</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="229"/>
        <source>generated scenes</source>
        <translation>erzeugte Szenen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="231"/>
        <source>&lt;b&gt;Generated scenes&lt;/b&gt;: %1 items, 6 labels, in the scene set&apos;s feature layout (7×7 blocks of L*u*v* means and variances).</source>
        <translation>&lt;b&gt;Erzeugte Szenen&lt;/b&gt;: %1 Elemente, 6 Labels, im Merkmalsaufbau des Scene-Datensatzes (7×7 Blöcke mit L*u*v*-Mittelwerten und -Varianzen).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="248"/>
        <source>no ARFF file given</source>
        <translation>keine ARFF-Datei angegeben</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="254"/>
        <source>%1: no rows</source>
        <translation>%1: keine Zeilen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="260"/>
        <source>%1 has other attributes than %2: open files of one data set together</source>
        <translation>%1 hat andere Attribute als %2: nur Dateien eines Datensatzes zusammen öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="276"/>
        <source>%1 files</source>
        <translation>%1 Dateien</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="277"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 items, %3 labels, %4 features%5.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 Elemente, %3 Labels, %4 Merkmale%5.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="283"/>
        <source> (scene layout: pictures show the block colours)</source>
        <translation> (Scene-Aufbau: Bilder zeigen die Blockfarben)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="295"/>
        <source>no item has your labels yet</source>
        <translation>noch kein Element hat Ihre Labels</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="303"/>
        <source>no model yet: train first</source>
        <translation>noch kein Modell: zuerst trainieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="333"/>
        <source>%1 %2 on item %3</source>
        <translation>%2 bei Element %3 %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="334"/>
        <source>Set</source>
        <translation>setzen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="334"/>
        <source>Clear</source>
        <translation>entfernen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="341"/>
        <source>Use the file&apos;s labels (%1 items)</source>
        <translation>Labels der Datei übernehmen (%1 Elemente)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="352"/>
        <source>Clear your labels (%1 items)</source>
        <translation>Ihre Labels löschen (%1 Elemente)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="361"/>
        <source>No items open.</source>
        <translation>Keine Elemente geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="362"/>
        <source>Select an item in the list.</source>
        <translation>Wählen Sie ein Element in der Liste.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="367"/>
        <source>Item %1 (%2)</source>
        <translation>Element %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="388"/>
        <source>Label some items (click their labels, or select items and Use File Labels), then Train (F5). Items you leave alone are held out and scored here.</source>
        <translation>Labeln Sie einige Elemente (ihre Labels anklicken oder Elemente wählen und Datei-Labels übernehmen), dann Trainieren (F5). Elemente, die Sie nicht labeln, werden zurückgehalten und hier bewertet.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="395"/>
        <source>Every item is labelled: none is held out to score the model.</source>
        <translation>Jedes Element ist gelabelt: keines bleibt zurück, um das Modell zu bewerten.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="407"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%1 items you did not label, against the file&apos;s labels), %2: exact match &lt;b&gt;%3&lt;/b&gt;. %4 of %5 predictions are certified exact MAP answers.</source>
        <translation>&lt;b&gt;Zurückgehalten&lt;/b&gt; (%1 von Ihnen nicht gelabelte Elemente, im Vergleich zu den Labels der Datei), %2: exakte Treffer &lt;b&gt;%3&lt;/b&gt;. %4 von %5 Vorhersagen sind zertifiziert exakte MAP-Lösungen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="418"/>
        <source>Open some items first (File ▸ Open Multi-label Data…).</source>
        <translation>Öffnen Sie zuerst einige Elemente (Datei ▸ Multi-Label-Daten öffnen…).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="422"/>
        <source>Label some items first: click their labels, or select items and press Use File Labels.</source>
        <translation>Labeln Sie zuerst einige Elemente: ihre Labels anklicken oder Elemente wählen und Datei-Labels übernehmen drücken.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="434"/>
        <source>Training on %1 items…</source>
        <translation>Training auf %1 Elementen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="484"/>
        <source>Training stopped before the model was finished; the predictions were kept.</source>
        <translation>Training vor Abschluss des Modells angehalten; die Vorhersagen wurden beibehalten.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="490"/>
        <source>%1 trained on %2 items in %3 s (%4); %5 items predicted in %6 s.</source>
        <translation>%1 auf %2 Elementen in %3 s trainiert (%4); %5 Elemente in %6 s vorhergesagt.</translation>
    </message>
</context>
<context>
    <name>m3::SceneWorkbench</name>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="41"/>
        <source>&amp;Scenes</source>
        <translation>&amp;Szenen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="42"/>
        <source>Multi-label scenes: large-margin sigmoid belief networks and Boltzmann machines</source>
        <translation>Multi-Label-Szenen: Large-Margin-Sigmoid-Belief-Netze und Boltzmann-Maschinen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="43"/>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="52"/>
        <source>Open &amp;Multi-label Data…</source>
        <translation>&amp;Multi-Label-Daten öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="53"/>
        <source>Open multi-label ARFF files (e.g. the scene set, with its MULAN .xml)</source>
        <translation>Multi-Label-ARFF-Dateien öffnen (z. B. den Scene-Datensatz mit seiner MULAN-.xml)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="55"/>
        <source>Open the Scenes &amp;Sample</source>
        <translation>&amp;Szenenbeispiel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="56"/>
        <source>600 generated scenes with six labels, in the scene set&apos;s feature layout</source>
        <translation>600 erzeugte Szenen mit sechs Labels, im Merkmalsaufbau des Scene-Datensatzes</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="62"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="63"/>
        <source>Switch that label of the current item (an unlabelled item starts from its prediction)</source>
        <translation>Dieses Label des aktuellen Elements umschalten (ein ungelabeltes Element geht von seiner Vorhersage aus)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="64"/>
        <source>Click a label</source>
        <translation>Ein Label anklicken</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="64"/>
        <source>Switch it</source>
        <translation>Es umschalten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="65"/>
        <source>Up / Down</source>
        <translation>Hoch / Runter</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="65"/>
        <source>Previous / next item</source>
        <translation>Vorheriges / nächstes Element</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="86"/>
        <source>Items: %1 · labelled: %2</source>
        <translation>Elemente: %1 · gelabelt: %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="91"/>
        <source>model: %1, C = %2</source>
        <translation>Modell: %1, C = %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="94"/>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="120"/>
        <source>invalid sample size</source>
        <translation>ungültige Beispielgröße</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="134"/>
        <source>invalid C</source>
        <translation>ungültiges C</translation>
    </message>
    <message>
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="147"/>
        <source>Training on %1 items…</source>
        <translation>Training auf %1 Elementen…</translation>
    </message>
</context>
<context>
    <name>m3::SegmentationPanel</name>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="66"/>
        <source>Erase %1 pixels</source>
        <translation>%1 Pixel radieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="67"/>
        <source>Paint segment %1 (%2 pixels)</source>
        <translation>Segment %1 malen (%2 Pixel)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="77"/>
        <source>Fill region %1 with segment %2</source>
        <translation>Region %1 mit Segment %2 füllen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="105"/>
        <source>Superpixels of %1 failed: %2</source>
        <translation>Superpixel von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="119"/>
        <source>No images open. File ▸ Open Images to Segment… reads photos (with BSDS500 human segmentations when they sit in the BSDS layout); the workbench opens a generated sample.</source>
        <translation>Keine Bilder geöffnet. Datei ▸ Bilder zum Segmentieren öffnen… liest Fotos (mit menschlichen BSDS500-Segmentierungen, wenn sie im BSDS-Aufbau liegen); der Arbeitsbereich öffnet ein erzeugtes Beispiel.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="128"/>
        <source>Images (✓ = your segmentation, trained on)</source>
        <translation>Bilder (✓ = Ihre Segmentierung, darauf wird trainiert)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="135"/>
        <source>Use Reference</source>
        <translation>Referenz übernehmen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="137"/>
        <source>Take the loaded reference segmentation as yours for the selected images (one undo step)</source>
        <translation>Die geladene Referenzsegmentierung für die gewählten Bilder als Ihre übernehmen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="140"/>
        <source>Clear Yours</source>
        <translation>Ihre löschen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="141"/>
        <source>Remove your segmentation from the selected images (one undo step)</source>
        <translation>Ihre Segmentierung von den gewählten Bildern entfernen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="152"/>
        <source>New Segment (N)</source>
        <translation>Neues Segment (N)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="158"/>
        <source>Paint or fill regions with a segment; Shift+click picks the segment under the cursor. Wheel: brush size; Ctrl+wheel: zoom; right drag: pan.</source>
        <translation>Regionen mit einem Segment malen oder füllen; Umschalt+Klick wählt das Segment unter dem Zeiger. Mausrad: Pinselgröße; Strg+Mausrad: zoomen; rechts ziehen: verschieben.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="164"/>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="176"/>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="177"/>
        <source>Superpixel boundaries</source>
        <translation>Superpixel-Grenzen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="178"/>
        <source>Your segmentation</source>
        <translation>Ihre Segmentierung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="179"/>
        <source>Reference instead of yours</source>
        <translation>Referenz statt Ihrer</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="180"/>
        <source>Learned segmentation (boundaries)</source>
        <translation>Gelernte Segmentierung (Grenzen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="181"/>
        <source>k-means instead of the learned one</source>
        <translation>k-Means statt der gelernten</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="188"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="192"/>
        <source>Which human segmentation of a BSDS500 file is the reference (BSDS does not record who drew which, so number k is not the same person across images)</source>
        <translation>Welche menschliche Segmentierung einer BSDS500-Datei die Referenz ist (BSDS hält nicht fest, wer welche gezeichnet hat; Nummer k ist also nicht in jedem Bild dieselbe Person)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="195"/>
        <source>BSDS segmentation no.</source>
        <translation>BSDS-Segmentierung Nr.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="226"/>
        <source>shapes %1</source>
        <translation>Formen %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="232"/>
        <source>generated textured shapes</source>
        <translation>erzeugte texturierte Formen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="234"/>
        <source>&lt;b&gt;Generated sample&lt;/b&gt;: %1 images; the references are the shapes (each shape one segment, the background one more).</source>
        <translation>&lt;b&gt;Erzeugtes Beispiel&lt;/b&gt;: %1 Bilder; die Referenzen sind die Formen (jede Form ein Segment, der Hintergrund eines mehr).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="267"/>
        <source>%1: its reference segmentation has another size</source>
        <translation>%1: seine Referenzsegmentierung hat eine andere Größe</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="279"/>
        <source>%1 images</source>
        <translation>%1 Bilder</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="280"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 images, %3 with a reference segmentation.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 Bilder, %3 mit Referenzsegmentierung.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="292"/>
        <source>open an image first</source>
        <translation>zuerst ein Bild öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="297"/>
        <source>%1 holds no segmentation</source>
        <translation>%1 enthält keine Segmentierung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="304"/>
        <source>%1 is %2×%3 pixels, the image %4×%5</source>
        <translation>%1 hat %2×%3 Pixel, das Bild %4×%5</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="323"/>
        <source>no image is open</source>
        <translation>kein Bild geöffnet</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="331"/>
        <source>draw a segmentation or train first: there is nothing to export yet</source>
        <translation>zeichnen Sie zuerst eine Segmentierung oder trainieren Sie: noch gibt es nichts zu exportieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="340"/>
        <source>no model yet: train first</source>
        <translation>noch kein Modell: zuerst trainieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="366"/>
        <source>Superpixels ready for all %1 images.</source>
        <translation>Superpixel für alle %1 Bilder bereit.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="378"/>
        <source> (computing…)</source>
        <translation> (wird berechnet…)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="380"/>
        <source> · yours %1%</source>
        <translation> · Ihre %1 %</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="381"/>
        <source> · reference</source>
        <translation> · Referenz</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="402"/>
        <source>Segment %1</source>
        <translation>Segment %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="413"/>
        <source>Computing the superpixels of %1…</source>
        <translation>Superpixel von %1 werden berechnet…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="440"/>
        <source>Use the reference segmentation (%1 images)</source>
        <translation>Referenzsegmentierung übernehmen (%1 Bilder)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="454"/>
        <source>Clear your segmentation (%1 images)</source>
        <translation>Ihre Segmentierung löschen (%1 Bilder)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="485"/>
        <source>Give a few images your segmentation (draw it, or Use Reference), then Train (F5). The other images are segmented and scored against their references here.</source>
        <translation>Geben Sie einigen Bildern Ihre Segmentierung (zeichnen oder Referenz übernehmen), dann Trainieren (F5). Die übrigen Bilder werden segmentiert und hier mit ihren Referenzen verglichen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="492"/>
        <source>No held-out image has a reference to score against.</source>
        <translation>Kein zurückgehaltenes Bild hat eine Referenz zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="495"/>
        <source>&lt;b&gt;%1 held-out images&lt;/b&gt; against their references:&lt;br&gt;learned: pair F1 &lt;b&gt;%2&lt;/b&gt;, Rand %3, VI %4&lt;br&gt;k-means (told the segment count): pair F1 %5, Rand %6, VI %7</source>
        <translation>&lt;b&gt;%1 zurückgehaltene Bilder&lt;/b&gt; im Vergleich zu ihren Referenzen:&lt;br&gt;gelernt: Paar-F1 &lt;b&gt;%2&lt;/b&gt;, Rand %3, VI %4&lt;br&gt;k-Means (mit der Segmentanzahl): Paar-F1 %5, Rand %6, VI %7</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="509"/>
        <source>Open some images first.</source>
        <translation>Öffnen Sie zuerst einige Bilder.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="513"/>
        <source>Still computing superpixels; train when every image is ready.</source>
        <translation>Superpixel werden noch berechnet; trainieren Sie, wenn jedes Bild bereit ist.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="518"/>
        <source>Give at least one image your segmentation first (it must cover %1% of the image): draw it, or select images with a reference and press Use Reference.</source>
        <translation>Geben Sie zuerst mindestens einem Bild Ihre Segmentierung (sie muss %1 % des Bildes abdecken): zeichnen, oder Bilder mit Referenz wählen und Referenz übernehmen drücken.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="534"/>
        <source>Learning from your segmentations of %1 images…</source>
        <translation>Lernen aus Ihren Segmentierungen von %1 Bildern…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="558"/>
        <source>Learned from %1 images: %2 after %3 passes; %4 of %5 images segmented with an integral (exact) LP; %6 s in all.</source>
        <translation>Aus %1 Bildern gelernt: %2 nach %3 Durchläufen; %4 von %5 Bildern mit ganzzahligem (exaktem) LP segmentiert; %6 s insgesamt.</translation>
    </message>
</context>
<context>
    <name>m3::SegmentationWorkbench</name>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="19"/>
        <source>Image Se&amp;gmentation</source>
        <translation>Bildse&amp;gmentierung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="20"/>
        <source>Learn how you segment images: max-margin correlation clustering of superpixels</source>
        <translation>Lernen, wie Sie Bilder segmentieren: Max-Margin-Korrelationsclustering von Superpixeln</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="21"/>
        <source>Ctrl+6</source>
        <translation>Ctrl+6</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="29"/>
        <source>Open Images to Se&amp;gment…</source>
        <translation>Bilder zum Se&amp;gmentieren öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="30"/>
        <source>Open photos (BSDS500 human segmentations are found beside them)</source>
        <translation>Fotos öffnen (daneben liegende menschliche BSDS500-Segmentierungen werden gefunden)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="32"/>
        <source>Load Reference Se&amp;gmentation…</source>
        <translation>Referenzse&amp;gmentierung laden…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="34"/>
        <source>A BSDS500 .mat file or a label PNG as the current image&apos;s reference segmentation</source>
        <translation>Eine BSDS500-.mat-Datei oder ein Label-PNG als Referenzsegmentierung des aktuellen Bildes</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="37"/>
        <source>Load Reference Segmentation</source>
        <translation>Referenzsegmentierung laden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="38"/>
        <source>Segmentations (*.mat *.png);;All files (*)</source>
        <translation>Segmentierungen (*.mat *.png);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="44"/>
        <source>Cannot load segmentation</source>
        <translation>Segmentierung kann nicht geladen werden</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="49"/>
        <source>Open the Segmentation Samp&amp;le</source>
        <translation>Segmentierungs-Beisp&amp;iel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="50"/>
        <source>Generated images of textured shapes whose shapes are the reference segmentations</source>
        <translation>Erzeugte Bilder texturierter Formen, deren Formen die Referenzsegmentierungen sind</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="55"/>
        <source>Drag</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="55"/>
        <source>Brush, fill or erase the current segment (the tool buttons choose)</source>
        <translation>Das aktuelle Segment malen, füllen oder radieren (je nach Werkzeugknopf)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="56"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="56"/>
        <source>Start a new segment</source>
        <translation>Ein neues Segment beginnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="57"/>
        <source>Shift+click</source>
        <translation>Umschalt+Klick</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="57"/>
        <source>Pick the segment under the cursor</source>
        <translation>Das Segment unter dem Zeiger wählen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="58"/>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="58"/>
        <source>Brush size; Ctrl+wheel zooms about the cursor</source>
        <translation>Pinselgröße; Strg+Mausrad zoomt um den Zeiger</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="59"/>
        <source>Right drag</source>
        <translation>Rechts ziehen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="59"/>
        <source>Pan</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="80"/>
        <source>Images: %1 · with your segmentation: %2</source>
        <translation>Bilder: %1 · mit Ihrer Segmentierung: %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="87"/>
        <source>model: learned correlation clustering, C = %1</source>
        <translation>Modell: gelerntes Korrelationsclustering, C = %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="88"/>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="122"/>
        <source>invalid sample size</source>
        <translation>ungültige Beispielgröße</translation>
    </message>
    <message>
        <location filename="../app/workbenches/segmentation/segmentation_workbench.cpp" line="144"/>
        <source>a segmentation does not fit the images</source>
        <translation>eine Segmentierung passt nicht zu den Bildern</translation>
    </message>
</context>
<context>
    <name>m3::TerrainPanel</name>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="66"/>
        <source>Features and neighbour graph ready: %1 points, %2 edges.</source>
        <translation>Merkmale und Nachbarschaftsgraph bereit: %1 Punkte, %2 Kanten.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="77"/>
        <source>Could not compute point features: %1</source>
        <translation>Punktmerkmale konnten nicht berechnet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="100"/>
        <source>Navigate</source>
        <translation>Navigieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="102"/>
        <source>Orbit with the left button, pan with the right, zoom with the wheel (N)</source>
        <translation>Mit der linken Taste drehen, mit der rechten verschieben, mit dem Mausrad zoomen (N)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="104"/>
        <source>Paint</source>
        <translation>Malen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="106"/>
        <source>Paint the selected class with the brush; Ctrl+drag draws a lasso; the wheel sizes the brush (P)</source>
        <translation>Die gewählte Klasse mit dem Pinsel malen; Strg+Ziehen zeichnet ein Lasso; das Mausrad ändert die Pinselgröße (P)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="119"/>
        <source>Classes (select to paint, untick to hide)</source>
        <translation>Klassen (zum Malen auswählen, Haken entfernen zum Ausblenden)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="130"/>
        <source>Your labels over prediction</source>
        <translation>Ihre Labels über der Vorhersage</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="130"/>
        <source>Prediction</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="130"/>
        <source>Uncertainty</source>
        <translation>Unsicherheit</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="131"/>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="131"/>
        <source>Intensity</source>
        <translation>Intensität</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="131"/>
        <source>Ground truth</source>
        <translation>Ground Truth</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="132"/>
        <source>What the colours show (C cycles)</source>
        <translation>Was die Farben zeigen (C schaltet weiter)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="135"/>
        <source>Colour by</source>
        <translation>Färben nach</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="140"/>
        <source>AMN</source>
        <translation>AMN</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="140"/>
        <source>SVM (points alone)</source>
        <translation>SVM (Punkte einzeln)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="140"/>
        <source>Voted SVM</source>
        <translation>SVM mit Nachbarabstimmung</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="146"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="151"/>
        <source>Point size</source>
        <translation>Punktgröße</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="153"/>
        <source>Reset view</source>
        <translation>Ansicht zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="192"/>
        <source>invalid sample size</source>
        <translation>ungültige Beispielgröße</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="218"/>
        <source>painted labels do not match the cloud</source>
        <translation>gemalte Labels passen nicht zur Punktwolke</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="241"/>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="255"/>
        <source>This cloud has no ground truth to compare with.</source>
        <translation>Diese Punktwolke hat keine Ground Truth zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="256"/>
        <source>Train to compare predictions with the ground truth.</source>
        <translation>Trainieren, um Vorhersagen mit der Ground Truth zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="257"/>
        <source>Computing point features and the neighbour graph for %1 points…</source>
        <translation>Punktmerkmale und Nachbarschaftsgraph für %1 Punkte werden berechnet…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="275"/>
        <source>built-in terrain sample</source>
        <translation>eingebautes Geländebeispiel</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="386"/>
        <source>sure</source>
        <translation>sicher</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="386"/>
        <source>unsure: label these next</source>
        <translation>unsicher: diese als Nächstes labeln</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="389"/>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="389"/>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="392"/>
        <source>weak return</source>
        <translation>schwaches Echo</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="392"/>
        <source>strong return</source>
        <translation>starkes Echo</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="396"/>
        <source>Class colours as in the list above; painted points bright, predictions darker.</source>
        <translation>Klassenfarben wie in der Liste oben; bemalte Punkte hell, Vorhersagen dunkler.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="442"/>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="446"/>
        <source>Paint %1 points: %2</source>
        <translation>%1 Punkte bemalen: %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="452"/>
        <source>Still computing point features; training starts when they are ready.</source>
        <translation>Punktmerkmale werden noch berechnet; das Training startet, sobald sie bereit sind.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="459"/>
        <source>Paint some points with a class first (Paint tool, then drag over the cloud).</source>
        <translation>Bemalen Sie zuerst einige Punkte mit einer Klasse (Werkzeug „Malen“, dann über die Punktwolke ziehen).</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="474"/>
        <source>Training on %1 painted points…</source>
        <translation>Training auf %1 bemalten Punkten…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="508"/>
        <source>Stopped after %1 passes: predicting every point with the model reached so far…</source>
        <translation>Nach %1 Durchläufen angehalten: alle Punkte werden mit dem bisher erreichten Modell vorhergesagt…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="513"/>
        <source>%1 trained on %2 points: %3 after %4 passes (%5 s), predictions in %6 s.</source>
        <translation>%1 auf %2 Punkten trainiert: %3 nach %4 Durchläufen (%5 s), Vorhersagen in %6 s.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="533"/>
        <source>%1 against the ground truth</source>
        <translation>%1 im Vergleich zur Ground Truth</translation>
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
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="17"/>
        <source>3D point clouds: AMN on the k-nearest-neighbour graph</source>
        <translation>3D-Punktwolken: AMN auf dem k-Nächste-Nachbarn-Graphen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="18"/>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="26"/>
        <source>Open &amp;Point Cloud…</source>
        <translation>&amp;Punktwolke öffnen…</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="27"/>
        <source>Open a PLY, PCD, XYZ or LAS point cloud</source>
        <translation>Eine PLY-, PCD-, XYZ- oder LAS-Punktwolke öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="28"/>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="32"/>
        <source>Open &amp;Terrain Sample</source>
        <translation>&amp;Gelände-Beispiel öffnen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="33"/>
        <source>A generated street scene scanned by a simulated vehicle laser, with ground truth</source>
        <translation>Eine erzeugte Straßenszene, abgetastet von einem simulierten Fahrzeuglaser, mit Ground Truth</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="36"/>
        <source>Class Metrics</source>
        <translation>Klassenmetriken</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="43"/>
        <source>P / N</source>
        <translation>P / N</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="43"/>
        <source>Paint tool / navigate (orbit, pan, zoom)</source>
        <translation>Malwerkzeug / Navigieren (drehen, verschieben, zoomen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="44"/>
        <source>Drag (Paint)</source>
        <translation>Ziehen (Malen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="44"/>
        <source>Paint the front points under the brush with the selected class</source>
        <translation>Die vorderen Punkte unter dem Pinsel mit der gewählten Klasse bemalen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="45"/>
        <source>Ctrl+drag (Paint)</source>
        <translation>Strg+Ziehen (Malen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="45"/>
        <source>Lasso: paint every point inside, through the cloud</source>
        <translation>Lasso: jeden Punkt darin bemalen, durch die ganze Punktwolke hindurch</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="46"/>
        <source>Wheel (Paint)</source>
        <translation>Mausrad (Malen)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="46"/>
        <source>Brush size</source>
        <translation>Pinselgröße</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="47"/>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="47"/>
        <source>Select the class to paint</source>
        <translation>Die Klasse zum Malen wählen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="48"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="49"/>
        <source>Cycle the colouring: labels, prediction, uncertainty, height, intensity, truth</source>
        <translation>Färbung durchschalten: Labels, Vorhersage, Unsicherheit, Höhe, Intensität, Ground Truth</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="53"/>
        <source>Point clouds (*.ply *.pcd *.xyz *.las *.xyz_label_conf *.gz)</source>
        <translation>Punktwolken (*.ply *.pcd *.xyz *.las *.xyz_label_conf *.gz)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="66"/>
        <source>Open one point cloud at a time.</source>
        <translation>Öffnen Sie jeweils nur eine Punktwolke.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="74"/>
        <source>Points: %1 · painted: %2</source>
        <translation>Punkte: %1 · bemalt: %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="79"/>
        <source>model: %1, C = %2</source>
        <translation>Modell: %1, C = %2</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="82"/>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="90"/>
        <source>Training on %1 painted points…</source>
        <translation>Training auf %1 bemalten Punkten…</translation>
    </message>
</context>
<context>
    <name>m3::TrainingController</name>
    <message>
        <location filename="../app/workbenches/handwriting/training_controller.cpp" line="36"/>
        <source>Nothing to train on: label some letters first.</source>
        <translation>Nichts zum Trainieren: labeln Sie zuerst einige Buchstaben.</translation>
    </message>
</context>
<context>
    <name>m3::TrainingMonitor</name>
    <message>
        <location filename="../views/training_monitor.cpp" line="37"/>
        <source>Objective and duality gap</source>
        <translation>Zielfunktion und Dualitätslücke</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="38"/>
        <source>primal</source>
        <translation>primal</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="39"/>
        <source>dual</source>
        <translation>dual</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="40"/>
        <source>gap (% of primal)</source>
        <translation>Lücke (% des Primalwerts)</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="42"/>
        <location filename="../views/training_monitor.cpp" line="62"/>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="58"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="59"/>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="60"/>
        <source>validation (held out)</source>
        <translation>Validierung (zurückgehalten)</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="101"/>
        <source>No training passes reported yet.</source>
        <translation>Noch keine Trainingsdurchläufe gemeldet.</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="129"/>
        <source>pass %1 · gap %2% · training error %3</source>
        <translation>Durchlauf %1 · Lücke %2% · Trainingsfehler %3</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="134"/>
        <source> · validation error %1</source>
        <translation> · Validierungsfehler %1</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="135"/>
        <source> · %1 s</source>
        <translation> · %1 s</translation>
    </message>
</context>
<context>
    <name>m3::TrainingOptionsDialog</name>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="13"/>
        <source>Training Options</source>
        <translation>Trainingsoptionen</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="15"/>
        <source>Chain M3N (letters + transitions)</source>
        <translation>Ketten-M3N (Buchstaben + Übergänge)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="16"/>
        <source>Multiclass SVM (no edges, baseline)</source>
        <translation>Mehrklassen-SVM (ohne Kanten, Vergleich)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="20"/>
        <source>BCFW, linear weights (fast, certified gap)</source>
        <translation>BCFW, lineare Gewichte (schnell, zertifizierte Lücke)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="21"/>
        <source>Structured SMO, linear kernel</source>
        <translation>Strukturiertes SMO, linearer Kernel</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="22"/>
        <source>Structured SMO, quadratic kernel</source>
        <translation>Strukturiertes SMO, quadratischer Kernel</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="23"/>
        <source>Structured SMO, cubic kernel (thesis&apos; best)</source>
        <translation>Strukturiertes SMO, kubischer Kernel (bester der Dissertation)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="24"/>
        <source>Structured SMO, Gaussian (RBF) kernel</source>
        <translation>Strukturiertes SMO, Gauß-Kernel (RBF)</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="27"/>
        <source>Kernels let the letter model use conjunctions of pixels; training then keeps support vectors and takes longer.</source>
        <translation>Kernel lassen das Buchstabenmodell Konjunktionen von Pixeln nutzen; das Training behält dann Stützvektoren und dauert länger.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="33"/>
        <source>Regularisation: objective 1/2 |w|² + C · Σ hinge. Larger C fits the labels more closely.</source>
        <translation>Regularisierung: Ziel 1/2 |w|² + C · Σ Hinge. Größeres C passt sich den Labels enger an.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="39"/>
        <source>Stop when the duality gap is below this fraction of the primal objective.</source>
        <translation>Anhalten, wenn die Dualitätslücke unter diesem Anteil des Primalwerts liegt.</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="44"/>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="45"/>
        <source>Learner:</source>
        <translation>Lernverfahren:</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="46"/>
        <source>Regularisation C:</source>
        <translation>Regularisierung C:</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="47"/>
        <source>Stop at relative gap:</source>
        <translation>Anhalten bei relativer Lücke:</translation>
    </message>
    <message>
        <location filename="../app/workbenches/handwriting/training_options_dialog.cpp" line="48"/>
        <source>Maximum passes:</source>
        <translation>Maximale Durchläufe:</translation>
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
    <message>
        <location filename="../views/word_list_model.cpp" line="95"/>
        <source>Word %1 (fold %2), %3 letters</source>
        <translation>Wort %1 (Fold %2), %3 Buchstaben</translation>
    </message>
    <message>
        <location filename="../views/word_list_model.cpp" line="97"/>
        <source>
Letters in the file: %1</source>
        <translation>
Buchstaben in der Datei: %1</translation>
    </message>
</context>
<context>
    <name>m3::Workbench</name>
    <message>
        <location filename="../app/shell/workbench.cpp" line="26"/>
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/shell/workbench.cpp" line="28"/>
        <source>Some files were skipped</source>
        <translation>Einige Dateien wurden übersprungen</translation>
    </message>
</context>
</TS>
