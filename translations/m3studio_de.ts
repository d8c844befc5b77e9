<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/gui/project_file.cpp" line="48"/>
        <source>cannot write (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="50"/>
        <source>saving failed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="55"/>
        <source>cannot open (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="58"/>
        <source>not a valid project file (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="61"/>
        <source>not an M3Studio project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="63"/>
        <source>made by a newer M3Studio (schema %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="72"/>
        <source>names no dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="80"/>
        <source>label &apos;%1&apos; is not a letter a-z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/project_file.cpp" line="90"/>
        <source>invalid training settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>m3::HandwritingView</name>
    <message>
        <location filename="../views/handwriting_view.cpp" line="53"/>
        <source>Filter words… (labels, predictions or #number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="56"/>
        <source>All words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="56"/>
        <source>Labelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="56"/>
        <source>Unlabelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="56"/>
        <source>Prediction errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="57"/>
        <source>Show all words, only those you labelled, only unlabelled ones, or those where the prediction contradicts your labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="66"/>
        <source>Type letters to label the word under the cursor · Backspace/Delete clear · Shift+Delete clears the word · ←/→ move · Return: next word · Ctrl+Space: accept the prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="133"/>
        <source>%1 of %2 words shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/handwriting_view.cpp" line="134"/>
        <source>%n labelled word(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/handwriting_view.cpp" line="135"/>
        <source>%n labelled letter(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="171"/>
        <source>Accept prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="187"/>
        <source>Type letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="197"/>
        <location filename="../views/handwriting_view.cpp" line="205"/>
        <source>Clear letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/handwriting_view.cpp" line="205"/>
        <source>Clear word</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>m3::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="31"/>
        <source>M3Studio[*]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="88"/>
        <source>&amp;Open Dataset or Project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="89"/>
        <source>Open a letter.data file (.data, .gz) or an M3Studio project (.m3s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="90"/>
        <source>Open &amp;Sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="91"/>
        <source>Open the built-in synthetic handwriting sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="94"/>
        <source>&amp;Save Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="95"/>
        <source>Save the dataset reference, your labels and training settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="96"/>
        <source>Save Project &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="96"/>
        <source>Save the project under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="98"/>
        <source>Export &amp;Model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="98"/>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="99"/>
        <source>Save the trained model as JSON (readable by m3studio-cli)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="100"/>
        <source>Export &amp;Labels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="100"/>
        <source>Ctrl+Shift+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="101"/>
        <source>Write letter.data with your labels, predictions where you gave none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="102"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="102"/>
        <source>Quit M3Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="103"/>
        <source>&amp;Train</source>
        <translation>&amp;Trainieren</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="103"/>
        <source>F5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="104"/>
        <source>Train the chain M3N on your labels in the background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="105"/>
        <source>St&amp;op</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="105"/>
        <source>Shift+F5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="105"/>
        <source>Stop training and keep the model reached so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="107"/>
        <source>&amp;Live Update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="107"/>
        <source>F6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="108"/>
        <source>Retrain automatically (warm start) after every label edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="112"/>
        <source>Training &amp;Options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="112"/>
        <source>Regularisation, stopping rule, model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="114"/>
        <source>&amp;About M3Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="114"/>
        <location filename="../app/gui/main_window.cpp" line="115"/>
        <source>About M3Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="116"/>
        <source>&lt;b&gt;M3Studio&lt;/b&gt; %1&lt;br&gt;Annotate structured data and learn from it interactively with max-margin Markov networks.&lt;br&gt;GPL-3.0-or-later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="120"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="124"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="131"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="138"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="141"/>
        <source>&amp;Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="145"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="146"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="149"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="164"/>
        <source>Training Monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="185"/>
        <source>Training on %1 labelled letters…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="219"/>
        <source>built-in sample (%1 words)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="236"/>
        <source>%1: labels do not match the dataset (word %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="247"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="250"/>
        <source>Cannot open file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="258"/>
        <source>Open Dataset or Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="259"/>
        <source>Handwriting data or projects (*.data *.gz *.tsv *.m3s);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="280"/>
        <source>Cannot save project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="288"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="302"/>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="312"/>
        <source>recovered labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="320"/>
        <source>Save Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="321"/>
        <source>M3Studio projects (*.m3s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="329"/>
        <source>No model yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="329"/>
        <source>Train a model first (Training ▸ Train).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="332"/>
        <source>Export Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="333"/>
        <source>M3Studio models (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="337"/>
        <source>Model saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="339"/>
        <source>Cannot export model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="344"/>
        <source>Export Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="345"/>
        <source>letter.data files (*.data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="349"/>
        <source>Labels written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="351"/>
        <source>Cannot export labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="390"/>
        <source>Label some letters first: select a word and type its letters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="391"/>
        <source>Nothing to train on yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="405"/>
        <source>Trained on %1 letters: %2 after %3 passes, %4 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="428"/>
        <source>%n word(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="429"/>
        <source>%n labelled letter(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="430"/>
        <source>in %n word(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="431"/>
        <source>model: %1, C = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="434"/>
        <source>no model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="447"/>
        <source>%1[*] — M3Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="453"/>
        <source>Unsaved labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="453"/>
        <source>Your labels have changed. Save the project first?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>m3::TrainingController</name>
    <message>
        <location filename="../app/gui/training_controller.cpp" line="81"/>
        <source>Nothing to train on: label some letters first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>m3::TrainingMonitor</name>
    <message>
        <location filename="../views/training_monitor.cpp" line="37"/>
        <source>Objective and duality gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="38"/>
        <source>primal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="39"/>
        <source>dual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="40"/>
        <source>gap (% of primal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="42"/>
        <location filename="../views/training_monitor.cpp" line="62"/>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="58"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="59"/>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="60"/>
        <source>validation (unlabelled words)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="101"/>
        <source>No training yet: label some letters and press Train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="129"/>
        <source>pass %1 · gap %2% · training error %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="134"/>
        <source> · validation error %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/training_monitor.cpp" line="135"/>
        <source> · %1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>m3::TrainingOptionsDialog</name>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="13"/>
        <source>Training Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="15"/>
        <source>Chain M3N (letters + transitions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="16"/>
        <source>Multiclass SVM (no edges, baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="22"/>
        <source>Regularisation: objective 1/2 |w|² + C · Σ hinge. Larger C fits the labels more closely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="27"/>
        <source>Stop when the duality gap is below this fraction of the primal objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="32"/>
        <source>Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="33"/>
        <source>Regularisation C:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="34"/>
        <source>Stop at relative gap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/training_options_dialog.cpp" line="35"/>
        <source>Maximum passes:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>m3::WordListModel</name>
    <message>
        <location filename="../views/word_list_model.cpp" line="73"/>
        <source>#%1  labels: %2  prediction: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/word_list_model.cpp" line="76"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/word_list_model.cpp" line="78"/>
        <source>Word %1 (fold %2), %3 letters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/m3studio_main.cpp" line="28"/>
        <source>Interactive max-margin Markov networks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/m3studio_main.cpp" line="31"/>
        <source>letter.data file or .m3s project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/m3studio_main.cpp" line="32"/>
        <source>Words in the built-in sample.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/m3studio_main.cpp" line="34"/>
        <source>Save a screenshot and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/m3studio_main.cpp" line="46"/>
        <source>Recover labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/m3studio_main.cpp" line="47"/>
        <source>M3Studio did not close normally. Recover the labels autosaved at %1?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
