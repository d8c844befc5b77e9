<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GraphModelText</name>
    <message numerus="yes">
        <location filename="../app/workbenches/graph_model_text.cpp" line="13"/>
        <source>%1 after %Ln pass(es)</source>
        <translation>
            <numerusform>%1 after %Ln pass</numerusform>
            <numerusform>%1 after %Ln passes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemReport</name>
    <message numerus="yes">
        <location filename="../app/shell/problem_report.cpp" line="17"/>
        <source>… and %Ln more (Show Details…).</source>
        <translation>
            <numerusform>… and %Ln more (Show Details…).</numerusform>
            <numerusform>… and %Ln more (Show Details…).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::BondPanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="147"/>
        <source>Reading %Ln structure(s)…</source>
        <translation>
            <numerusform>Reading %Ln structure…</numerusform>
            <numerusform>Reading %Ln structures…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="161"/>
        <source>trypsin demo (theseus-examples, %Ln chain(s))</source>
        <translation>
            <numerusform>trypsin demo (theseus-examples, %Ln chain)</numerusform>
            <numerusform>trypsin demo (theseus-examples, %Ln chains)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="196"/>
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="213"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %Ln protein(s).</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln protein.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln proteins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="298"/>
        <source>Use the file&apos;s bonds (%Ln protein(s))</source>
        <translation>
            <numerusform>Use the file&apos;s bonds (%Ln protein)</numerusform>
            <numerusform>Use the file&apos;s bonds (%Ln proteins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="304"/>
        <source>Clear your bonds (%Ln protein(s))</source>
        <translation>
            <numerusform>Clear your bonds (%Ln protein)</numerusform>
            <numerusform>Clear your bonds (%Ln proteins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="370"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%Ln protein(s) you did not label, against the file&apos;s bonds): precision &lt;b&gt;%L1&lt;/b&gt;, accuracy &lt;b&gt;%L2&lt;/b&gt;; a random matching would get %L3 of the bonds.</source>
        <translation>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%Ln protein you did not label, against the file&apos;s bonds): precision &lt;b&gt;%L1&lt;/b&gt;, accuracy &lt;b&gt;%L2&lt;/b&gt;; a random matching would get %L3 of the bonds.</numerusform>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%Ln proteins you did not label, against the file&apos;s bonds): precision &lt;b&gt;%L1&lt;/b&gt;, accuracy &lt;b&gt;%L2&lt;/b&gt;; a random matching would get %L3 of the bonds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="404"/>
        <source>Training on %Ln protein(s)…</source>
        <translation>
            <numerusform>Training on %Ln protein…</numerusform>
            <numerusform>Training on %Ln proteins…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="426"/>
        <source>protein %1, %Ln predicted bond(s)</source>
        <extracomment>%1 is the protein&apos;s name</extracomment>
        <translation>
            <numerusform>protein %1, %Ln predicted bond</numerusform>
            <numerusform>protein %1, %Ln predicted bonds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="439"/>
        <source>%1 trained on %Ln protein(s): %2 after %3 (%L4 s).</source>
        <extracomment>%3 is &quot;%Ln pass(es)&quot;</extracomment>
        <translation>
            <numerusform>%1 trained on %Ln protein: %2 after %3 (%L4 s).</numerusform>
            <numerusform>%1 trained on %Ln proteins: %2 after %3 (%L4 s).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="442"/>
        <source>%Ln pass(es)</source>
        <translation>
            <numerusform>%Ln pass</numerusform>
            <numerusform>%Ln passes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::BondView</name>
    <message numerus="yes">
        <location filename="../views/bond_view.cpp" line="470"/>
        <source>(%Ln cysteine(s))</source>
        <translation>
            <numerusform>(%Ln cysteine)</numerusform>
            <numerusform>(%Ln cysteines)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::BondWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="179"/>
        <source>Training on %Ln protein(s)…</source>
        <translation>
            <numerusform>Training on %Ln protein…</numerusform>
            <numerusform>Training on %Ln proteins…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::GraphPanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="185"/>
        <source>%1 (%Ln node(s))</source>
        <translation>
            <numerusform>%1 (%Ln node)</numerusform>
            <numerusform>%1 (%Ln nodes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="212"/>
        <source>Laying out %Ln node(s)…</source>
        <translation>
            <numerusform>Laying out %Ln node…</numerusform>
            <numerusform>Laying out %Ln nodes…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="378"/>
        <source>Unlabel %Ln node(s)</source>
        <translation>
            <numerusform>Unlabel %Ln node</numerusform>
            <numerusform>Unlabel %Ln nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="379"/>
        <source>Label %Ln node(s) as %1</source>
        <translation>
            <numerusform>Label %Ln node as %1</numerusform>
            <numerusform>Label %Ln nodes as %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="390"/>
        <source>Use the file&apos;s labels (%Ln node(s))</source>
        <translation>
            <numerusform>Use the file&apos;s labels (%Ln node)</numerusform>
            <numerusform>Use the file&apos;s labels (%Ln nodes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="425"/>
        <source>%1 trained on %Ln labelled node(s) in %L2 s%3; %4 predicted in %L5 s.</source>
        <extracomment>%4 is &quot;%Ln node(s)&quot;</extracomment>
        <translation>
            <numerusform>%1 trained on %Ln labelled node in %L2 s%3; %4 predicted in %L5 s.</numerusform>
            <numerusform>%1 trained on %Ln labelled nodes in %L2 s%3; %4 predicted in %L5 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="430"/>
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln node</numerusform>
            <numerusform>%Ln nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="458"/>
        <source> The LP was integral on %L1 of %Ln graph(s) (fractional ones are rounded).</source>
        <translation>
            <numerusform> The LP was integral on %L1 of %Ln graph (fractional ones are rounded).</numerusform>
            <numerusform> The LP was integral on %L1 of %Ln graphs (fractional ones are rounded).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="483"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%Ln node(s) you did not label, against the file&apos;s labels), %1: accuracy &lt;b&gt;%L2&lt;/b&gt;.%3</source>
        <translation>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%Ln node you did not label, against the file&apos;s labels), %1: accuracy &lt;b&gt;%L2&lt;/b&gt;.%3</numerusform>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%Ln nodes you did not label, against the file&apos;s labels), %1: accuracy &lt;b&gt;%L2&lt;/b&gt;.%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="31"/>
        <source>&lt;b&gt;Generated web pages&lt;/b&gt; of a department: %Ln page(s) (student, faculty, course, project), %1, %2. Students link to faculty and courses, faculty to courses and projects: links rarely join pages of one class, which the general M3N learns and the AMN cannot.</source>
        <extracomment>%1 is &quot;%Ln link(s)&quot;, %2 &quot;%Ln word(s) each&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;Generated web pages&lt;/b&gt; of a department: %Ln page (student, faculty, course, project), %1, %2. Students link to faculty and courses, faculty to courses and projects: links rarely join pages of one class, which the general M3N learns and the AMN cannot.</numerusform>
            <numerusform>&lt;b&gt;Generated web pages&lt;/b&gt; of a department: %Ln pages (student, faculty, course, project), %1, %2. Students link to faculty and courses, faculty to courses and projects: links rarely join pages of one class, which the general M3N learns and the AMN cannot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="35"/>
        <source>%Ln link(s)</source>
        <translation>
            <numerusform>%Ln link</numerusform>
            <numerusform>%Ln links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="36"/>
        <source>%Ln word(s) each</source>
        <translation>
            <numerusform>%Ln word each</numerusform>
            <numerusform>%Ln words each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="53"/>
        <source>%Ln self-link(s)</source>
        <translation>
            <numerusform>%Ln self-link</numerusform>
            <numerusform>%Ln self-links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="54"/>
        <source>%Ln repeated link(s)</source>
        <translation>
            <numerusform>%Ln repeated link</numerusform>
            <numerusform>%Ln repeated links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="65"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %Ln node(s), %2, %3, %4.%5</source>
        <extracomment>%2 is &quot;%Ln edge(s)&quot;, %3 &quot;%Ln class(es)&quot;, %4 &quot;%Ln node feature(s)&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln node, %2, %3, %4.%5</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln nodes, %2, %3, %4.%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="67"/>
        <source>%Ln edge(s)</source>
        <translation>
            <numerusform>%Ln edge</numerusform>
            <numerusform>%Ln edges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="68"/>
        <source>%Ln class(es)</source>
        <translation>
            <numerusform>%Ln class</numerusform>
            <numerusform>%Ln classes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="69"/>
        <source>%Ln node feature(s)</source>
        <translation>
            <numerusform>%Ln node feature</numerusform>
            <numerusform>%Ln node features</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::GraphWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="65"/>
        <source>Training %1 on %Ln node(s)…</source>
        <translation>
            <numerusform>Training %1 on %Ln node…</numerusform>
            <numerusform>Training %1 on %Ln nodes…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::HandwritingPanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_panel.cpp" line="98"/>
        <source>Trained on %Ln letter(s): %1 after %2, %L3 s.</source>
        <extracomment>%2 is &quot;%Ln pass(es)&quot;</extracomment>
        <translation>
            <numerusform>Trained on %Ln letter: %1 after %2, %L3 s.</numerusform>
            <numerusform>Trained on %Ln letters: %1 after %2, %L3 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_panel.cpp" line="100"/>
        <source>%Ln pass(es)</source>
        <translation>
            <numerusform>%Ln pass</numerusform>
            <numerusform>%Ln passes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::HandwritingView</name>
    <message numerus="yes">
        <location filename="../views/handwriting_view.cpp" line="135"/>
        <source>%L1 of %Ln word(s) shown · labelled: %2, %3</source>
        <extracomment>%2 is &quot;%Ln word(s)&quot;, %3 &quot;%Ln letter(s)&quot;</extracomment>
        <translation>
            <numerusform>%L1 of %Ln word shown · labelled: %2, %3</numerusform>
            <numerusform>%L1 of %Ln words shown · labelled: %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/handwriting_view.cpp" line="137"/>
        <source>%Ln word(s)</source>
        <translation>
            <numerusform>%Ln word</numerusform>
            <numerusform>%Ln words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/handwriting_view.cpp" line="138"/>
        <source>%Ln letter(s)</source>
        <translation>
            <numerusform>%Ln letter</numerusform>
            <numerusform>%Ln letters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::HandwritingWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="128"/>
        <source>Training on %Ln labelled letter(s)…</source>
        <translation>
            <numerusform>Training on %Ln labelled letter…</numerusform>
            <numerusform>Training on %Ln labelled letters…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="64"/>
        <source>Labelled %Ln word(s) of fold %1 from the file</source>
        <translation>
            <numerusform>Labelled %Ln word of fold %1 from the file</numerusform>
            <numerusform>Labelled %Ln words of fold %1 from the file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="112"/>
        <source>built-in sample (%Ln word(s))</source>
        <translation>
            <numerusform>built-in sample (%Ln word)</numerusform>
            <numerusform>built-in sample (%Ln words)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="133"/>
        <source>Words: %L1 · labelled letters: %L2 in %Ln word(s)</source>
        <translation>
            <numerusform>Words: %L1 · labelled letters: %L2 in %Ln word</numerusform>
            <numerusform>Words: %L1 · labelled letters: %L2 in %Ln words</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::MetricsView</name>
    <message numerus="yes">
        <location filename="../views/metrics_view.cpp" line="38"/>
        <source>%1: accuracy %L2 over %Ln point(s)</source>
        <translation>
            <numerusform>%1: accuracy %L2 over %Ln point</numerusform>
            <numerusform>%1: accuracy %L2 over %Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::PointCloudView</name>
    <message numerus="yes">
        <location filename="../views/point_cloud_view.cpp" line="76"/>
        <source>Drawing %1 of %Ln point(s); zoom in to see them all</source>
        <translation>
            <numerusform>Drawing %1 of %Ln point; zoom in to see them all</numerusform>
            <numerusform>Drawing %1 of %Ln points; zoom in to see them all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::ProjectSession</name>
    <message numerus="yes">
        <location filename="../app/shell/project_session.cpp" line="358"/>
        <source>%Ln label edit(s)</source>
        <translation>
            <numerusform>%Ln label edit</numerusform>
            <numerusform>%Ln label edits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/shell/project_session.cpp" line="394"/>
        <source>Recovered %L1 of %Ln unsaved label edit(s) in %2 (replayed in %L3 s, %L4 s since the journals were found); save them to a project.</source>
        <translation>
            <numerusform>Recovered %L1 of %Ln unsaved label edit in %2 (replayed in %L3 s, %L4 s since the journals were found); save them to a project.</numerusform>
            <numerusform>Recovered %L1 of %Ln unsaved label edits in %2 (replayed in %L3 s, %L4 s since the journals were found); save them to a project.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/shell/project_session.cpp" line="406"/>
        <source>%L1 of %Ln edit(s) did not fit the data (%2)</source>
        <translation>
            <numerusform>%L1 of %Ln edit did not fit the data (%2)</numerusform>
            <numerusform>%L1 of %Ln edits did not fit the data (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::RegionPanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="46"/>
        <source>Reading %Ln images…</source>
        <translation>
            <numerusform>Reading %Ln image…</numerusform>
            <numerusform>Reading %Ln images…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="64"/>
        <source>%Ln images</source>
        <translation>
            <numerusform>%Ln image</numerusform>
            <numerusform>%Ln images</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::RegionWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="113"/>
        <source>Wrote the labels of %Ln image(s) to %1.</source>
        <translation>
            <numerusform>Wrote the labels of %Ln image to %1.</numerusform>
            <numerusform>Wrote the labels of %Ln images to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::ScenePanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="50"/>
        <source>; kernel %1, %Ln support vector(s)</source>
        <translation>
            <numerusform>; kernel %1, %Ln support vector</numerusform>
            <numerusform>; kernel %1, %Ln support vectors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="54"/>
        <source>%Ln binary SVM(s)</source>
        <translation>
            <numerusform>%Ln binary SVM</numerusform>
            <numerusform>%Ln binary SVMs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="56"/>
        <source>%Ln pass(es), relative gap %L1, %2</source>
        <translation>
            <numerusform>%Ln pass, relative gap %L1, %2</numerusform>
            <numerusform>%Ln passes, relative gap %L1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="153"/>
        <source>&lt;b&gt;Generated scenes&lt;/b&gt;: %Ln item(s), 6 labels, in the scene set&apos;s feature layout (7×7 blocks of L*u*v* means and variances).</source>
        <translation>
            <numerusform>&lt;b&gt;Generated scenes&lt;/b&gt;: %Ln item, 6 labels, in the scene set&apos;s feature layout (7×7 blocks of L*u*v* means and variances).</numerusform>
            <numerusform>&lt;b&gt;Generated scenes&lt;/b&gt;: %Ln items, 6 labels, in the scene set&apos;s feature layout (7×7 blocks of L*u*v* means and variances).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="176"/>
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="178"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %Ln item(s), %2, %3%4.</source>
        <extracomment>%2 is &quot;%Ln label(s)&quot;, %3 &quot;%Ln feature(s)&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln item, %2, %3%4.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln items, %2, %3%4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="180"/>
        <source>%Ln label(s)</source>
        <translation>
            <numerusform>%Ln label</numerusform>
            <numerusform>%Ln labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="181"/>
        <source>%Ln feature(s)</source>
        <translation>
            <numerusform>%Ln feature</numerusform>
            <numerusform>%Ln features</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="255"/>
        <source>Use the file&apos;s labels (%Ln item(s))</source>
        <translation>
            <numerusform>Use the file&apos;s labels (%Ln item)</numerusform>
            <numerusform>Use the file&apos;s labels (%Ln items)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="265"/>
        <source>Clear your labels (%Ln item(s))</source>
        <translation>
            <numerusform>Clear your labels (%Ln item)</numerusform>
            <numerusform>Clear your labels (%Ln items)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="317"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%Ln item(s) you did not label, against the file&apos;s labels), %1: exact match &lt;b&gt;%L2&lt;/b&gt;. %L3 of %4 are certified exact MAP answers.</source>
        <extracomment>%4 is &quot;%Ln prediction(s)&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%Ln item you did not label, against the file&apos;s labels), %1: exact match &lt;b&gt;%L2&lt;/b&gt;. %L3 of %4 are certified exact MAP answers.</numerusform>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%Ln items you did not label, against the file&apos;s labels), %1: exact match &lt;b&gt;%L2&lt;/b&gt;. %L3 of %4 are certified exact MAP answers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="323"/>
        <source>%Ln prediction(s)</source>
        <translation>
            <numerusform>%Ln prediction</numerusform>
            <numerusform>%Ln predictions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="350"/>
        <source>Training on %Ln item(s)…</source>
        <translation>
            <numerusform>Training on %Ln item…</numerusform>
            <numerusform>Training on %Ln items…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="378"/>
        <source>%1 trained on %Ln item(s) in %L2 s (%3); %4 predicted in %L5 s.</source>
        <extracomment>%4 is &quot;%Ln item(s)&quot;</extracomment>
        <translation>
            <numerusform>%1 trained on %Ln item in %L2 s (%3); %4 predicted in %L5 s.</numerusform>
            <numerusform>%1 trained on %Ln items in %L2 s (%3); %4 predicted in %L5 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="383"/>
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln item</numerusform>
            <numerusform>%Ln items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::SceneWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="81"/>
        <source>Training on %Ln item(s)…</source>
        <translation>
            <numerusform>Training on %Ln item…</numerusform>
            <numerusform>Training on %Ln items…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::SegmentationPanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="72"/>
        <source>Erase %Ln pixel(s)</source>
        <translation>
            <numerusform>Erase %Ln pixel</numerusform>
            <numerusform>Erase %Ln pixels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="73"/>
        <source>Paint segment %1 (%Ln pixel(s))</source>
        <translation>
            <numerusform>Paint segment %1 (%Ln pixel)</numerusform>
            <numerusform>Paint segment %1 (%Ln pixels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="209"/>
        <source>&lt;b&gt;Generated sample&lt;/b&gt;: %Ln image(s); the references are the shapes (each shape one segment, the background one more).</source>
        <translation>
            <numerusform>&lt;b&gt;Generated sample&lt;/b&gt;: %Ln image; the references are the shapes (each shape one segment, the background one more).</numerusform>
            <numerusform>&lt;b&gt;Generated sample&lt;/b&gt;: %Ln images; the references are the shapes (each shape one segment, the background one more).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="220"/>
        <source>Reading %Ln image(s)…</source>
        <translation>
            <numerusform>Reading %Ln image…</numerusform>
            <numerusform>Reading %Ln images…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="236"/>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="538"/>
        <source>%Ln image(s)</source>
        <translation>
            <numerusform>%Ln image</numerusform>
            <numerusform>%Ln images</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="237"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %Ln image(s), %L2 with a reference segmentation.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln image, %L2 with a reference segmentation.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln images, %L2 with a reference segmentation.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="311"/>
        <source>Exported this image&apos;s segmentation and yours of %Ln other image(s) as &lt;image&gt;_seg.png; %L1 left out because such a file exists.</source>
        <translation>
            <numerusform>Exported this image&apos;s segmentation and yours of %Ln other image as &lt;image&gt;_seg.png; %L1 left out because such a file exists.</numerusform>
            <numerusform>Exported this image&apos;s segmentation and yours of %Ln other images as &lt;image&gt;_seg.png; %L1 left out because such a file exists.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="337"/>
        <source>Superpixels ready for %Ln of the images; %L1 failed (left out).</source>
        <translation>
            <numerusform>Superpixels ready for %Ln of the images; %L1 failed (left out).</numerusform>
            <numerusform>Superpixels ready for %Ln of the images; %L1 failed (left out).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="341"/>
        <source>Superpixels ready for all %Ln image(s).</source>
        <translation>
            <numerusform>Superpixels ready for all %Ln image.</numerusform>
            <numerusform>Superpixels ready for all %Ln images.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="415"/>
        <source>Use the reference segmentation (%Ln image(s))</source>
        <translation>
            <numerusform>Use the reference segmentation (%Ln image)</numerusform>
            <numerusform>Use the reference segmentation (%Ln images)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="429"/>
        <source>Clear your segmentation (%Ln image(s))</source>
        <translation>
            <numerusform>Clear your segmentation (%Ln image)</numerusform>
            <numerusform>Clear your segmentation (%Ln images)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="465"/>
        <source>&lt;b&gt;%Ln held-out image(s)&lt;/b&gt; against their references:&lt;br&gt;learned: pair F1 &lt;b&gt;%L1&lt;/b&gt;, Rand %L2, VI %L3&lt;br&gt;k-means (told the segment count): pair F1 %L4, Rand %L5, VI %L6</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln held-out image&lt;/b&gt; against their references:&lt;br&gt;learned: pair F1 &lt;b&gt;%L1&lt;/b&gt;, Rand %L2, VI %L3&lt;br&gt;k-means (told the segment count): pair F1 %L4, Rand %L5, VI %L6</numerusform>
            <numerusform>&lt;b&gt;%Ln held-out images&lt;/b&gt; against their references:&lt;br&gt;learned: pair F1 &lt;b&gt;%L1&lt;/b&gt;, Rand %L2, VI %L3&lt;br&gt;k-means (told the segment count): pair F1 %L4, Rand %L5, VI %L6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="519"/>
        <source>Learning from your segmentations of %Ln image(s)…</source>
        <translation>
            <numerusform>Learning from your segmentations of %Ln image…</numerusform>
            <numerusform>Learning from your segmentations of %Ln images…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="532"/>
        <source>Learned from %Ln image(s): %1 after %2; %L3 of %4 segmented with an integral (exact) LP; %L5 s in all.</source>
        <extracomment>%2 is &quot;%Ln pass(es)&quot;, %4 &quot;%Ln image(s)&quot;</extracomment>
        <translation>
            <numerusform>Learned from %Ln image: %1 after %2; %L3 of %4 segmented with an integral (exact) LP; %L5 s in all.</numerusform>
            <numerusform>Learned from %Ln images: %1 after %2; %L3 of %4 segmented with an integral (exact) LP; %L5 s in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="536"/>
        <source>%Ln pass(es)</source>
        <translation>
            <numerusform>%Ln pass</numerusform>
            <numerusform>%Ln passes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::SentencePanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="249"/>
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln word</numerusform>
            <numerusform>%Ln words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="278"/>
        <source>Not parsed: longer than %Ln word(s).</source>
        <translation>
            <numerusform>Not parsed: longer than %Ln word.</numerusform>
            <numerusform>Not parsed: longer than %Ln words.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="300"/>
        <source>Your trees: %L1 of %Ln sentence(s).</source>
        <translation>
            <numerusform>Your trees: %L1 of %Ln sentence.</numerusform>
            <numerusform>Your trees: %L1 of %Ln sentences.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="307"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%Ln sentence(s) you gave no tree, against the file&apos;s): labelled F1 &lt;b&gt;%L1&lt;/b&gt;, precision %L2, recall %L3, exact %L4. Parser: %5.</source>
        <translation>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%Ln sentence you gave no tree, against the file&apos;s): labelled F1 &lt;b&gt;%L1&lt;/b&gt;, precision %L2, recall %L3, exact %L4. Parser: %5.</numerusform>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%Ln sentences you gave no tree, against the file&apos;s): labelled F1 &lt;b&gt;%L1&lt;/b&gt;, precision %L2, recall %L3, exact %L4. Parser: %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="406"/>
        <source>Use the file&apos;s trees (%Ln sentences)</source>
        <translation>
            <numerusform>Use the file&apos;s trees (%Ln sentence)</numerusform>
            <numerusform>Use the file&apos;s trees (%Ln sentences)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="413"/>
        <source>Clear your trees (%Ln sentences)</source>
        <translation>
            <numerusform>Clear your trees (%Ln sentence)</numerusform>
            <numerusform>Clear your trees (%Ln sentences)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="472"/>
        <source>%1 learns from your trees of at most %Ln word(s) (punctuation not counted), and none of yours is that short: give a short sentence a tree (Longest filters the list), or choose GENERATIVE.</source>
        <translation>
            <numerusform>%1 learns from your trees of at most %Ln word (punctuation not counted), and none of yours is that short: give a short sentence a tree (Longest filters the list), or choose GENERATIVE.</numerusform>
            <numerusform>%1 learns from your trees of at most %Ln words (punctuation not counted), and none of yours is that short: give a short sentence a tree (Longest filters the list), or choose GENERATIVE.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="510"/>
        <source> of your %L1, those of at most %Ln word(s)</source>
        <translation>
            <numerusform> of your %L1, those of at most %Ln word</numerusform>
            <numerusform> of your %L1, those of at most %Ln words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="514"/>
        <source>%1 trained on %Ln tree(s)%6 in %L2 s%3; %4 parsed in %L5 s.</source>
        <extracomment>%4 is &quot;%Ln sentence(s)&quot;; %6 is &quot; (%1 of them warm from the last round)&quot; and / or &quot; of your %1, those of at most %n word(s)&quot;, or empty</extracomment>
        <translation>
            <numerusform>%1 trained on %Ln tree%6 in %L2 s%3; %4 parsed in %L5 s.</numerusform>
            <numerusform>%1 trained on %Ln trees%6 in %L2 s%3; %4 parsed in %L5 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="519"/>
        <source>%Ln sentence(s)</source>
        <translation>
            <numerusform>%Ln sentence</numerusform>
            <numerusform>%Ln sentences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="23"/>
        <source>&lt;b&gt;Generated sentences&lt;/b&gt;: %Ln short English sentence(s) with their trees as the file&apos;s. Where a phrase such as “with the telescope” attaches depends on the verb and the preposition, which the parser has to learn. Select some sentences and &lt;b&gt;Use File Trees&lt;/b&gt;, then Train.</source>
        <translation>
            <numerusform>&lt;b&gt;Generated sentences&lt;/b&gt;: %Ln short English sentence with their trees as the file&apos;s. Where a phrase such as “with the telescope” attaches depends on the verb and the preposition, which the parser has to learn. Select some sentences and &lt;b&gt;Use File Trees&lt;/b&gt;, then Train.</numerusform>
            <numerusform>&lt;b&gt;Generated sentences&lt;/b&gt;: %Ln short English sentences with their trees as the file&apos;s. Where a phrase such as “with the telescope” attaches depends on the verb and the preposition, which the parser has to learn. Select some sentences and &lt;b&gt;Use File Trees&lt;/b&gt;, then Train.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="56"/>
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="61"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %Ln sentence(s), %L2 with a tree in the file.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln sentence, %L2 with a tree in the file.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %Ln sentences, %L2 with a tree in the file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="62"/>
        <source> %Ln tree(s) of only traces were left out.</source>
        <translation>
            <numerusform> %Ln tree of only traces were left out.</numerusform>
            <numerusform> %Ln trees of only traces were left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::SentenceWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="65"/>
        <source>Training the %1 parser on %Ln tree(s)…</source>
        <translation>
            <numerusform>Training the %1 parser on %Ln tree…</numerusform>
            <numerusform>Training the %1 parser on %Ln trees…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::TerrainPanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="56"/>
        <source>Predictions near your stroke updated in %L1 ms: %Ln changed, the stroke&apos;s own points included (until the next training round).</source>
        <translation>
            <numerusform>Predictions near your stroke updated in %L1 ms: %Ln changed, the stroke&apos;s own points included (until the next training round).</numerusform>
            <numerusform>Predictions near your stroke updated in %L1 ms: %Ln changed, the stroke&apos;s own points included (until the next training round).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="86"/>
        <source>%Ln point(s) in %1 of %L2 m: a tile&apos;s features are computed when you paint in it, and when it is predicted (the tiles in view first).</source>
        <extracomment>%1 is &quot;%Ln tile(s)&quot;</extracomment>
        <translation>
            <numerusform>%Ln point in %1 of %L2 m: a tile&apos;s features are computed when you paint in it, and when it is predicted (the tiles in view first).</numerusform>
            <numerusform>%Ln points in %1 of %L2 m: a tile&apos;s features are computed when you paint in it, and when it is predicted (the tiles in view first).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="89"/>
        <source>%Ln tile(s)</source>
        <translation>
            <numerusform>%Ln tile</numerusform>
            <numerusform>%Ln tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="94"/>
        <source>Features and neighbour graph ready: %Ln point(s), %1.</source>
        <extracomment>%1 is &quot;%Ln edge(s)&quot;</extracomment>
        <translation>
            <numerusform>Features and neighbour graph ready: %Ln point, %1.</numerusform>
            <numerusform>Features and neighbour graph ready: %Ln points, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="95"/>
        <source>%Ln edge(s)</source>
        <translation>
            <numerusform>%Ln edge</numerusform>
            <numerusform>%Ln edges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="102"/>
        <source>Predicted %L1 of %Ln tile(s), those in view first…</source>
        <translation>
            <numerusform>Predicted %L1 of %Ln tile, those in view first…</numerusform>
            <numerusform>Predicted %L1 of %Ln tiles, those in view first…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="287"/>
        <source>Cutting %Ln point(s) into tiles…</source>
        <translation>
            <numerusform>Cutting %Ln point into tiles…</numerusform>
            <numerusform>Cutting %Ln points into tiles…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="296"/>
        <source>Computing point features and the neighbour graph for %Ln point(s)…</source>
        <translation>
            <numerusform>Computing point features and the neighbour graph for %Ln point…</numerusform>
            <numerusform>Computing point features and the neighbour graph for %Ln points…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="377"/>
        <source>Paint %Ln point(s): %1</source>
        <translation>
            <numerusform>Paint %Ln point: %1</numerusform>
            <numerusform>Paint %Ln points: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="60"/>
        <source>Training on about %L1 of the %Ln painted point(s) (patches of %L2 m per class and your newest strokes, so that rounds stay quick)…</source>
        <translation>
            <numerusform>Training on about %L1 of the %Ln painted point (patches of %L2 m per class and your newest strokes, so that rounds stay quick)…</numerusform>
            <numerusform>Training on about %L1 of the %Ln painted points (patches of %L2 m per class and your newest strokes, so that rounds stay quick)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="65"/>
        <source>Training on %Ln painted point(s)…</source>
        <translation>
            <numerusform>Training on %Ln painted point…</numerusform>
            <numerusform>Training on %Ln painted points…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="159"/>
        <source>%L1 of the %Ln painted point(s)</source>
        <translation>
            <numerusform>%L1 of the %Ln painted point</numerusform>
            <numerusform>%L1 of the %Ln painted points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="161"/>
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_suggestions.cpp" line="41"/>
        <source>the %1 m patch at x %2, y %3 (%Ln point(s), mostly %4)</source>
        <extracomment>%1: the patch&apos;s side in metres; %2 and %3: its centre; %4: a class name</extracomment>
        <translation>
            <numerusform>the %1 m patch at x %2, y %3 (%Ln point, mostly %4)</numerusform>
            <numerusform>the %1 m patch at x %2, y %3 (%Ln points, mostly %4)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::TerrainWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="82"/>
        <source>Training on %Ln painted point(s)…</source>
        <translation>
            <numerusform>Training on %Ln painted point…</numerusform>
            <numerusform>Training on %Ln painted points…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::WordListModel</name>
    <message numerus="yes">
        <location filename="../views/word_list_model.cpp" line="95"/>
        <source>Word %1 (fold %2), %Ln letter(s)</source>
        <translation>
            <numerusform>Word %1 (fold %2), %Ln letter</numerusform>
            <numerusform>Word %1 (fold %2), %Ln letters</numerusform>
        </translation>
    </message>
</context>
</TS>
