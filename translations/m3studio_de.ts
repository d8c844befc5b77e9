<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/gui/project_file.cpp" line="48"/>
        <source>cannot write (%1)</source>
        <translation>kann nicht geschrieben werden (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="50"/>
        <source>saving failed (%1)</source>
        <translation>Speichern fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="55"/>
        <source>cannot open (%1)</source>
        <translation>kann nicht geöffnet werden (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="58"/>
        <source>not a valid project file (%1)</source>
        <translation>keine gültige Projektdatei (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="61"/>
        <source>not an M3Studio project file</source>
        <translation>keine M3Studio-Projektdatei</translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="63"/>
        <source>made by a newer M3Studio (schema %1)</source>
        <translation>von einem neueren M3Studio erstellt (Schema %1)</translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="72"/>
        <source>names no dataset</source>
        <translation>nennt keinen Datensatz</translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="80"/>
        <source>label &apos;%1&apos; is not a letter a-z</source>
        <translation>Label „%1“ ist kein Buchstabe a–z</translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="90"/>
        <source>invalid training settings</source>
        <translation>ungültige Trainingseinstellungen</translation>
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
    <name>m3::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="33"/>
        <source>M3Studio[*]</source>
        <translation>M3Studio[*]</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="94"/>
        <source>&amp;Open Dataset or Project…</source>
        <translation>Datensatz oder Projekt &amp;öffnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="95"/>
        <source>Open a letter.data file (.data, .gz) or an M3Studio project (.m3s)</source>
        <translation>Eine letter.data-Datei (.data, .gz) oder ein M3Studio-Projekt (.m3s) öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="96"/>
        <source>Open &amp;Sample</source>
        <translation>&amp;Beispiel öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="97"/>
        <source>Open the built-in synthetic handwriting sample</source>
        <translation>Das eingebaute synthetische Handschrift-Beispiel öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="100"/>
        <source>&amp;Save Project</source>
        <translation>Projekt &amp;speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="101"/>
        <source>Save the dataset reference, your labels and training settings</source>
        <translation>Datensatzverweis, Ihre Labels und die Trainingseinstellungen speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="102"/>
        <source>Save Project &amp;As…</source>
        <translation>Projekt speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="102"/>
        <source>Save the project under a new name</source>
        <translation>Das Projekt unter neuem Namen speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="104"/>
        <source>Export &amp;Model…</source>
        <translation>&amp;Modell exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="104"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="105"/>
        <source>Save the trained model as JSON (readable by m3studio-cli)</source>
        <translation>Das trainierte Modell als JSON speichern (lesbar für m3studio-cli)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="106"/>
        <source>Export &amp;Labels…</source>
        <translation>&amp;Labels exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="106"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="107"/>
        <source>Write letter.data with your labels, predictions where you gave none</source>
        <translation>letter.data mit Ihren Labels schreiben, Vorhersagen wo Sie keine gaben</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="108"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="108"/>
        <source>Quit M3Studio</source>
        <translation>M3Studio beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="109"/>
        <source>&amp;Train</source>
        <translation>&amp;Trainieren</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="109"/>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="110"/>
        <source>Train the chain M3N on your labels in the background</source>
        <translation>Das Ketten-M3N im Hintergrund auf Ihren Labels trainieren</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="111"/>
        <source>St&amp;op</source>
        <translation>Sto&amp;ppen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="111"/>
        <source>Shift+F5</source>
        <translation>Shift+F5</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="111"/>
        <source>Stop training and keep the model reached so far</source>
        <translation>Training anhalten und das bisher erreichte Modell behalten</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="113"/>
        <source>&amp;Live Update</source>
        <translation>&amp;Live-Aktualisierung</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="113"/>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="114"/>
        <source>Retrain automatically (warm start) after every label edit</source>
        <translation>Nach jeder Labeländerung automatisch neu trainieren (Warmstart)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="118"/>
        <source>Use &amp;File Labels of a Fold…</source>
        <translation>&amp;Datei-Labels eines Folds übernehmen…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="119"/>
        <source>Take the letters stored in the dataset file as your labels for every word of one fold</source>
        <translation>Die in der Datensatzdatei gespeicherten Buchstaben als Ihre Labels für jedes Wort eines Folds übernehmen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="121"/>
        <source>Check Predictions Against &amp;File Letters</source>
        <translation>Vorhersagen mit &amp;Datei-Buchstaben vergleichen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="121"/>
        <source>F7</source>
        <translation>F7</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="122"/>
        <source>Mark predictions of unlabelled letters that differ from the letters stored in the file</source>
        <translation>Vorhersagen ungelabelter Buchstaben markieren, die von den gespeicherten Buchstaben der Datei abweichen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="128"/>
        <source>Training &amp;Options…</source>
        <translation>Trainings&amp;optionen…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="128"/>
        <source>Regularisation, stopping rule, model</source>
        <translation>Regularisierung, Abbruchkriterium, Modell</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="130"/>
        <source>&amp;About M3Studio</source>
        <translation>Über &amp;M3Studio</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="130"/>
        <location filename="../app/gui/main_window.cpp" line="131"/>
        <source>About M3Studio</source>
        <translation>Über M3Studio</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="132"/>
        <source>&lt;b&gt;M3Studio&lt;/b&gt; %1&lt;br&gt;Annotate structured data and learn from it interactively with max-margin Markov networks.&lt;br&gt;GPL-3.0-or-later.</source>
        <translation>&lt;b&gt;M3Studio&lt;/b&gt; %1&lt;br&gt;Strukturierte Daten annotieren und interaktiv mit Max-Margin-Markov-Netzen daraus lernen.&lt;br&gt;GPL-3.0-or-later.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="136"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="140"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="147"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="154"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="159"/>
        <source>&amp;Training</source>
        <translation>&amp;Training</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="163"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="164"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="167"/>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="184"/>
        <source>Training Monitor</source>
        <translation>Trainingsmonitor</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="205"/>
        <source>Training on %1 labelled letters…</source>
        <translation>Training auf %1 gelabelten Buchstaben…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="242"/>
        <source>built-in sample (%1 words)</source>
        <translation>eingebautes Beispiel (%1 Wörter)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="259"/>
        <source>%1: labels do not match the dataset (word %2)</source>
        <translation>%1: Labels passen nicht zum Datensatz (Wort %2)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="270"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="273"/>
        <source>Cannot open file</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="281"/>
        <source>Open Dataset or Project</source>
        <translation>Datensatz oder Projekt öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="282"/>
        <source>Handwriting data or projects (*.data *.gz *.tsv *.m3s);;All files (*)</source>
        <translation>Handschriftdaten oder Projekte (*.data *.gz *.tsv *.m3s);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="303"/>
        <source>Cannot save project</source>
        <translation>Projekt kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="311"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="325"/>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="335"/>
        <source>recovered labels</source>
        <translation>wiederhergestellte Labels</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="343"/>
        <source>Save Project</source>
        <translation>Projekt speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="344"/>
        <source>M3Studio projects (*.m3s)</source>
        <translation>M3Studio-Projekte (*.m3s)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="352"/>
        <source>No model yet</source>
        <translation>Noch kein Modell</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="352"/>
        <source>Train a model first (Training ▸ Train).</source>
        <translation>Trainieren Sie zuerst ein Modell (Training ▸ Trainieren).</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="355"/>
        <source>Export Model</source>
        <translation>Modell exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="356"/>
        <source>M3Studio models (*.json)</source>
        <translation>M3Studio-Modelle (*.json)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="360"/>
        <source>Model saved to %1</source>
        <translation>Modell in %1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="362"/>
        <source>Cannot export model</source>
        <translation>Modell kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="367"/>
        <source>Export Labels</source>
        <translation>Labels exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="368"/>
        <source>letter.data files (*.data)</source>
        <translation>letter.data-Dateien (*.data)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="372"/>
        <source>Labels written to %1</source>
        <translation>Labels nach %1 geschrieben</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="374"/>
        <source>Cannot export labels</source>
        <translation>Labels können nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="393"/>
        <source>Use File Labels</source>
        <translation>Datei-Labels übernehmen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="394"/>
        <source>Label every word of this fold with the letters stored in the file:</source>
        <translation>Jedes Wort dieses Folds mit den in der Datei gespeicherten Buchstaben labeln:</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="398"/>
        <source>Labelled %1 words of fold %2 from the file</source>
        <translation>%1 Wörter von Fold %2 aus der Datei gelabelt</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="405"/>
        <source>Use file labels of fold %1</source>
        <translation>Datei-Labels von Fold %1 übernehmen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="439"/>
        <source>Label some letters first: select a word and type its letters.</source>
        <translation>Labeln Sie zuerst einige Buchstaben: Wort wählen und seine Buchstaben tippen.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="440"/>
        <source>Nothing to train on yet.</source>
        <translation>Noch nichts zum Trainieren.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="457"/>
        <source>Trained on %1 letters: %2 after %3 passes, %4 s.</source>
        <translation>Auf %1 Buchstaben trainiert: %2 nach %3 Durchläufen, %4 s.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="479"/>
        <source>Words: %1 · labelled letters: %2 in %3 words</source>
        <translation>Wörter: %1 · gelabelte Buchstaben: %2 in %3 Wörtern</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="483"/>
        <source>model: %1, C = %2</source>
        <translation>Modell: %1, C = %2</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="486"/>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="499"/>
        <source>%1[*] — M3Studio</source>
        <translation>%1[*] — M3Studio</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="505"/>
        <source>Unsaved labels</source>
        <translation>Ungespeicherte Labels</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="505"/>
        <source>Your labels have changed. Save the project first?</source>
        <translation>Ihre Labels wurden geändert. Projekt zuerst speichern?</translation>
    </message>
</context>
<context>
    <name>m3::TrainingController</name>
    <message>
        <location filename="../app/gui/training_controller.cpp" line="81"/>
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
        <source>validation (unlabelled words)</source>
        <translation>Validierung (ungelabelte Wörter)</translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="101"/>
        <source>No training yet: label some letters and press Train.</source>
        <translation>Noch kein Training: einige Buchstaben labeln und Trainieren drücken.</translation>
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
        <location filename="../app/gui/training_options_dialog.cpp" line="13"/>
        <source>Training Options</source>
        <translation>Trainingsoptionen</translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="15"/>
        <source>Chain M3N (letters + transitions)</source>
        <translation>Ketten-M3N (Buchstaben + Übergänge)</translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="16"/>
        <source>Multiclass SVM (no edges, baseline)</source>
        <translation>Mehrklassen-SVM (ohne Kanten, Vergleich)</translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="22"/>
        <source>Regularisation: objective 1/2 |w|² + C · Σ hinge. Larger C fits the labels more closely.</source>
        <translation>Regularisierung: Ziel 1/2 |w|² + C · Σ Hinge. Größeres C passt sich den Labels enger an.</translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="27"/>
        <source>Stop when the duality gap is below this fraction of the primal objective.</source>
        <translation>Anhalten, wenn die Dualitätslücke unter diesem Anteil des Primalwerts liegt.</translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="32"/>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="33"/>
        <source>Regularisation C:</source>
        <translation>Regularisierung C:</translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="34"/>
        <source>Stop at relative gap:</source>
        <translation>Anhalten bei relativer Lücke:</translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="35"/>
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
    <name>main</name>
    <message>
        <location filename="../app/m3studio_main.cpp" line="28"/>
        <source>Interactive max-margin Markov networks</source>
        <translation>Interaktive Max-Margin-Markov-Netze</translation>
    </message>
    <message>
        <location filename="../app/m3studio_main.cpp" line="31"/>
        <source>letter.data file or .m3s project</source>
        <translation>letter.data-Datei oder .m3s-Projekt</translation>
    </message>
    <message>
        <location filename="../app/m3studio_main.cpp" line="32"/>
        <source>Words in the built-in sample.</source>
        <translation>Wörter im eingebauten Beispiel.</translation>
    </message>
    <message>
        <location filename="../app/m3studio_main.cpp" line="34"/>
        <source>Save a screenshot and quit.</source>
        <translation>Ein Bildschirmfoto speichern und beenden.</translation>
    </message>
    <message>
        <location filename="../app/m3studio_main.cpp" line="46"/>
        <source>Recover labels</source>
        <translation>Labels wiederherstellen</translation>
    </message>
    <message>
        <location filename="../app/m3studio_main.cpp" line="47"/>
        <source>M3Studio did not close normally. Recover the labels autosaved at %1?</source>
        <translation>M3Studio wurde nicht normal beendet. Die um %1 automatisch gespeicherten Labels wiederherstellen?</translation>
    </message>
</context>
</TS>
