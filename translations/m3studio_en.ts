<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GraphModelText</name>
    <message numerus="yes">
        <location filename="../app/workbenches/graph_model_text.cpp" line="17"/>
        <source>%1 after %n pass(es)</source>
        <translation>
            <numerusform>%1 after %n pass</numerusform>
            <numerusform>%1 after %n passes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemReport</name>
    <message numerus="yes">
        <location filename="../app/shell/problem_report.cpp" line="17"/>
        <source>… and %n more (Show Details…).</source>
        <translation>
            <numerusform>… and %n more (Show Details…).</numerusform>
            <numerusform>… and %n more (Show Details…).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="43"/>
        <source>%n edge list(s)</source>
        <translation>
            <numerusform>%n edge list</numerusform>
            <numerusform>%n edge lists</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="64"/>
        <source>%n self-link(s)</source>
        <translation>
            <numerusform>%n self-link</numerusform>
            <numerusform>%n self-links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="65"/>
        <source>%n repeated link(s)</source>
        <translation>
            <numerusform>%n repeated link</numerusform>
            <numerusform>%n repeated links</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::BondPanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="211"/>
        <source>Reading %n structure(s)…</source>
        <translation>
            <numerusform>Reading %n structure…</numerusform>
            <numerusform>Reading %n structures…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="234"/>
        <source>trypsin demo (theseus-examples, %n chain(s))</source>
        <translation>
            <numerusform>trypsin demo (theseus-examples, %n chain)</numerusform>
            <numerusform>trypsin demo (theseus-examples, %n chains)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="284"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="301"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %n protein(s).</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n protein.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n proteins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="392"/>
        <source>Use the file&apos;s bonds (%n protein(s))</source>
        <translation>
            <numerusform>Use the file&apos;s bonds (%n protein)</numerusform>
            <numerusform>Use the file&apos;s bonds (%n proteins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="401"/>
        <source>Clear your bonds (%n protein(s))</source>
        <translation>
            <numerusform>Clear your bonds (%n protein)</numerusform>
            <numerusform>Clear your bonds (%n proteins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="472"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%n protein(s) you did not label, against the file&apos;s bonds): precision &lt;b&gt;%L1&lt;/b&gt;, accuracy &lt;b&gt;%L2&lt;/b&gt;; a random matching would get %L3 of the bonds.</source>
        <translation>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%n protein you did not label, against the file&apos;s bonds): precision &lt;b&gt;%L1&lt;/b&gt;, accuracy &lt;b&gt;%L2&lt;/b&gt;; a random matching would get %L3 of the bonds.</numerusform>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%n proteins you did not label, against the file&apos;s bonds): precision &lt;b&gt;%L1&lt;/b&gt;, accuracy &lt;b&gt;%L2&lt;/b&gt;; a random matching would get %L3 of the bonds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="506"/>
        <source>Training on %n protein(s)…</source>
        <translation>
            <numerusform>Training on %n protein…</numerusform>
            <numerusform>Training on %n proteins…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="548"/>
        <source>%1 trained on %n protein(s): %2 after %3 (%L4 s).</source>
        <extracomment>%3 is &quot;%n pass(es)&quot;</extracomment>
        <translation>
            <numerusform>%1 trained on %n protein: %2 after %3 (%L4 s).</numerusform>
            <numerusform>%1 trained on %n proteins: %2 after %3 (%L4 s).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_panel.cpp" line="551"/>
        <source>%n pass(es)</source>
        <translation>
            <numerusform>%n pass</numerusform>
            <numerusform>%n passes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::BondView</name>
    <message numerus="yes">
        <location filename="../views/bond_view.cpp" line="470"/>
        <source>(%n cysteine(s))</source>
        <translation>
            <numerusform>(%n cysteine)</numerusform>
            <numerusform>(%n cysteines)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::BondWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/bonds/bond_workbench.cpp" line="199"/>
        <source>Training on %n protein(s)…</source>
        <translation>
            <numerusform>Training on %n protein…</numerusform>
            <numerusform>Training on %n proteins…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::GraphPanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="200"/>
        <source>%1 (%n node(s))</source>
        <translation>
            <numerusform>%1 (%n node)</numerusform>
            <numerusform>%1 (%n nodes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="227"/>
        <source>Laying out %n node(s)…</source>
        <translation>
            <numerusform>Laying out %n node…</numerusform>
            <numerusform>Laying out %n nodes…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="382"/>
        <source>Unlabel %n node(s)</source>
        <translation>
            <numerusform>Unlabel %n node</numerusform>
            <numerusform>Unlabel %n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="383"/>
        <source>Label %n node(s) as %1</source>
        <translation>
            <numerusform>Label %n node as %1</numerusform>
            <numerusform>Label %n nodes as %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="392"/>
        <source>Use the file&apos;s labels (%n node(s))</source>
        <translation>
            <numerusform>Use the file&apos;s labels (%n node)</numerusform>
            <numerusform>Use the file&apos;s labels (%n nodes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="436"/>
        <source>%1 trained on %n labelled node(s) in %L2 s%3; %4 predicted in %L5 s.</source>
        <extracomment>%4 is &quot;%n node(s)&quot;</extracomment>
        <translation>
            <numerusform>%1 trained on %n labelled node in %L2 s%3; %4 predicted in %L5 s.</numerusform>
            <numerusform>%1 trained on %n labelled nodes in %L2 s%3; %4 predicted in %L5 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="441"/>
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="469"/>
        <source> The LP was integral on %L1 of %n graph(s) (fractional ones are rounded).</source>
        <translation>
            <numerusform> The LP was integral on %L1 of %n graph (fractional ones are rounded).</numerusform>
            <numerusform> The LP was integral on %L1 of %n graphs (fractional ones are rounded).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel.cpp" line="493"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%n node(s) you did not label, against the file&apos;s labels), %1: accuracy &lt;b&gt;%L2&lt;/b&gt;.%3</source>
        <translation>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%n node you did not label, against the file&apos;s labels), %1: accuracy &lt;b&gt;%L2&lt;/b&gt;.%3</numerusform>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%n nodes you did not label, against the file&apos;s labels), %1: accuracy &lt;b&gt;%L2&lt;/b&gt;.%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="77"/>
        <source>&lt;b&gt;Generated web pages&lt;/b&gt; of a department: %n page(s) (student, faculty, course, project), %1, %2. Students link to faculty and courses, faculty to courses and projects: links rarely join pages of one class, which the general M3N learns and the AMN cannot.</source>
        <extracomment>%1 is &quot;%n link(s)&quot;, %2 &quot;%n word(s) each&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;Generated web pages&lt;/b&gt; of a department: %n page (student, faculty, course, project), %1, %2. Students link to faculty and courses, faculty to courses and projects: links rarely join pages of one class, which the general M3N learns and the AMN cannot.</numerusform>
            <numerusform>&lt;b&gt;Generated web pages&lt;/b&gt; of a department: %n pages (student, faculty, course, project), %1, %2. Students link to faculty and courses, faculty to courses and projects: links rarely join pages of one class, which the general M3N learns and the AMN cannot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="81"/>
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="82"/>
        <source>%n word(s) each</source>
        <translation>
            <numerusform>%n word each</numerusform>
            <numerusform>%n words each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="107"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %n node(s), %2, %3, %4.%5</source>
        <extracomment>%2 is &quot;%n edge(s)&quot;, %3 &quot;%n class(es)&quot;, %4 &quot;%n node feature(s)&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n node, %2, %3, %4.%5</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n nodes, %2, %3, %4.%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="109"/>
        <source>%n edge(s)</source>
        <translation>
            <numerusform>%n edge</numerusform>
            <numerusform>%n edges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="110"/>
        <source>%n class(es)</source>
        <translation>
            <numerusform>%n class</numerusform>
            <numerusform>%n classes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_panel_files.cpp" line="111"/>
        <source>%n node feature(s)</source>
        <translation>
            <numerusform>%n node feature</numerusform>
            <numerusform>%n node features</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::GraphWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/graphs/graph_workbench.cpp" line="113"/>
        <source>Training %1 on %n node(s)…</source>
        <translation>
            <numerusform>Training %1 on %n node…</numerusform>
            <numerusform>Training %1 on %n nodes…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::HandwritingView</name>
    <message numerus="yes">
        <location filename="../views/handwriting_view.cpp" line="134"/>
        <source>%L1 of %n word(s) shown · labelled: %2, %3</source>
        <extracomment>%2 is &quot;%n word(s)&quot;, %3 &quot;%n letter(s)&quot;</extracomment>
        <translation>
            <numerusform>%L1 of %n word shown · labelled: %2, %3</numerusform>
            <numerusform>%L1 of %n words shown · labelled: %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/handwriting_view.cpp" line="136"/>
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n word</numerusform>
            <numerusform>%n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/handwriting_view.cpp" line="137"/>
        <source>%n letter(s)</source>
        <translation>
            <numerusform>%n letter</numerusform>
            <numerusform>%n letters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::HandwritingWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="60"/>
        <source>Training on %n labelled letter(s)…</source>
        <translation>
            <numerusform>Training on %n labelled letter…</numerusform>
            <numerusform>Training on %n labelled letters…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="98"/>
        <source>Labelled %n word(s) of fold %1 from the file</source>
        <translation>
            <numerusform>Labelled %n word of fold %1 from the file</numerusform>
            <numerusform>Labelled %n words of fold %1 from the file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="152"/>
        <source>built-in sample (%n word(s))</source>
        <translation>
            <numerusform>built-in sample (%n word)</numerusform>
            <numerusform>built-in sample (%n words)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="229"/>
        <source>Trained on %n letter(s): %1 after %2, %L3 s.</source>
        <extracomment>%2 is &quot;%n pass(es)&quot;</extracomment>
        <translation>
            <numerusform>Trained on %n letter: %1 after %2, %L3 s.</numerusform>
            <numerusform>Trained on %n letters: %1 after %2, %L3 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="231"/>
        <source>%n pass(es)</source>
        <translation>
            <numerusform>%n pass</numerusform>
            <numerusform>%n passes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/handwriting/handwriting_workbench.cpp" line="251"/>
        <source>Words: %L1 · labelled letters: %L2 in %n word(s)</source>
        <translation>
            <numerusform>Words: %L1 · labelled letters: %L2 in %n word</numerusform>
            <numerusform>Words: %L1 · labelled letters: %L2 in %n words</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::MetricsView</name>
    <message numerus="yes">
        <location filename="../views/metrics_view.cpp" line="38"/>
        <source>%1: accuracy %L2 over %n point(s)</source>
        <translation>
            <numerusform>%1: accuracy %L2 over %n point</numerusform>
            <numerusform>%1: accuracy %L2 over %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::PointCloudView</name>
    <message numerus="yes">
        <location filename="../views/point_cloud_view.cpp" line="66"/>
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
        <location filename="../app/shell/project_session.cpp" line="241"/>
        <source>%n label edit(s)</source>
        <translation>
            <numerusform>%n label edit</numerusform>
            <numerusform>%n label edits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/shell/project_session.cpp" line="269"/>
        <source>Recovered %L1 of %n unsaved label edit(s) in %2 (replayed in %L3 s, %L4 s since the journals were found); save them to a project.</source>
        <translation>
            <numerusform>Recovered %L1 of %n unsaved label edit in %2 (replayed in %L3 s, %L4 s since the journals were found); save them to a project.</numerusform>
            <numerusform>Recovered %L1 of %n unsaved label edits in %2 (replayed in %L3 s, %L4 s since the journals were found); save them to a project.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/shell/project_session.cpp" line="281"/>
        <source>%L1 of %n edit(s) did not fit the data (%2)</source>
        <translation>
            <numerusform>%L1 of %n edit did not fit the data (%2)</numerusform>
            <numerusform>%L1 of %n edits did not fit the data (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::RegionPanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="45"/>
        <source>Reading %n images…</source>
        <translation>
            <numerusform>Reading %n image…</numerusform>
            <numerusform>Reading %n images…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/regions/region_panel_files.cpp" line="58"/>
        <source>%n images</source>
        <translation>
            <numerusform>%n image</numerusform>
            <numerusform>%n images</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::RegionWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/regions/region_workbench.cpp" line="116"/>
        <source>Wrote the labels of %n image(s) to %1.</source>
        <translation>
            <numerusform>Wrote the labels of %n image to %1.</numerusform>
            <numerusform>Wrote the labels of %n images to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::ScenePanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="196"/>
        <source>&lt;b&gt;Generated scenes&lt;/b&gt;: %n item(s), 6 labels, in the scene set&apos;s feature layout (7×7 blocks of L*u*v* means and variances).</source>
        <translation>
            <numerusform>&lt;b&gt;Generated scenes&lt;/b&gt;: %n item, 6 labels, in the scene set&apos;s feature layout (7×7 blocks of L*u*v* means and variances).</numerusform>
            <numerusform>&lt;b&gt;Generated scenes&lt;/b&gt;: %n items, 6 labels, in the scene set&apos;s feature layout (7×7 blocks of L*u*v* means and variances).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="250"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="252"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %n item(s), %2, %3%4.</source>
        <extracomment>%2 is &quot;%n label(s)&quot;, %3 &quot;%n feature(s)&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n item, %2, %3%4.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n items, %2, %3%4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="254"/>
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n label</numerusform>
            <numerusform>%n labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="255"/>
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n feature</numerusform>
            <numerusform>%n features</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="327"/>
        <source>Use the file&apos;s labels (%n item(s))</source>
        <translation>
            <numerusform>Use the file&apos;s labels (%n item)</numerusform>
            <numerusform>Use the file&apos;s labels (%n items)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="338"/>
        <source>Clear your labels (%n item(s))</source>
        <translation>
            <numerusform>Clear your labels (%n item)</numerusform>
            <numerusform>Clear your labels (%n items)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="394"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%n item(s) you did not label, against the file&apos;s labels), %1: exact match &lt;b&gt;%L2&lt;/b&gt;. %L3 of %4 are certified exact MAP answers.</source>
        <extracomment>%4 is &quot;%n prediction(s)&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%n item you did not label, against the file&apos;s labels), %1: exact match &lt;b&gt;%L2&lt;/b&gt;. %L3 of %4 are certified exact MAP answers.</numerusform>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%n items you did not label, against the file&apos;s labels), %1: exact match &lt;b&gt;%L2&lt;/b&gt;. %L3 of %4 are certified exact MAP answers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="400"/>
        <source>%n prediction(s)</source>
        <translation>
            <numerusform>%n prediction</numerusform>
            <numerusform>%n predictions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="427"/>
        <source>Training on %n item(s)…</source>
        <translation>
            <numerusform>Training on %n item…</numerusform>
            <numerusform>Training on %n items…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="470"/>
        <source>%1 trained on %n item(s) in %L2 s (%3); %4 predicted in %L5 s.</source>
        <extracomment>%4 is &quot;%n item(s)&quot;</extracomment>
        <translation>
            <numerusform>%1 trained on %n item in %L2 s (%3); %4 predicted in %L5 s.</numerusform>
            <numerusform>%1 trained on %n items in %L2 s (%3); %4 predicted in %L5 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_panel.cpp" line="475"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::SceneWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/scenes/scene_workbench.cpp" line="155"/>
        <source>Training on %n item(s)…</source>
        <translation>
            <numerusform>Training on %n item…</numerusform>
            <numerusform>Training on %n items…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::SegmentationPanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="68"/>
        <source>Erase %n pixel(s)</source>
        <translation>
            <numerusform>Erase %n pixel</numerusform>
            <numerusform>Erase %n pixels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="69"/>
        <source>Paint segment %1 (%n pixel(s))</source>
        <translation>
            <numerusform>Paint segment %1 (%n pixel)</numerusform>
            <numerusform>Paint segment %1 (%n pixels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="221"/>
        <source>&lt;b&gt;Generated sample&lt;/b&gt;: %n image(s); the references are the shapes (each shape one segment, the background one more).</source>
        <translation>
            <numerusform>&lt;b&gt;Generated sample&lt;/b&gt;: %n image; the references are the shapes (each shape one segment, the background one more).</numerusform>
            <numerusform>&lt;b&gt;Generated sample&lt;/b&gt;: %n images; the references are the shapes (each shape one segment, the background one more).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="232"/>
        <source>Reading %n image(s)…</source>
        <translation>
            <numerusform>Reading %n image…</numerusform>
            <numerusform>Reading %n images…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="248"/>
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="563"/>
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n image</numerusform>
            <numerusform>%n images</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="249"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %n image(s), %L2 with a reference segmentation.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n image, %L2 with a reference segmentation.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n images, %L2 with a reference segmentation.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="323"/>
        <source>Exported this image&apos;s segmentation and yours of %n other image(s) as &lt;image&gt;_seg.png; %L1 left out because such a file exists.</source>
        <translation>
            <numerusform>Exported this image&apos;s segmentation and yours of %n other image as &lt;image&gt;_seg.png; %L1 left out because such a file exists.</numerusform>
            <numerusform>Exported this image&apos;s segmentation and yours of %n other images as &lt;image&gt;_seg.png; %L1 left out because such a file exists.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="359"/>
        <source>Superpixels ready for all %n image(s).</source>
        <translation>
            <numerusform>Superpixels ready for all %n image.</numerusform>
            <numerusform>Superpixels ready for all %n images.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="433"/>
        <source>Use the reference segmentation (%n image(s))</source>
        <translation>
            <numerusform>Use the reference segmentation (%n image)</numerusform>
            <numerusform>Use the reference segmentation (%n images)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="447"/>
        <source>Clear your segmentation (%n image(s))</source>
        <translation>
            <numerusform>Clear your segmentation (%n image)</numerusform>
            <numerusform>Clear your segmentation (%n images)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="488"/>
        <source>&lt;b&gt;%n held-out image(s)&lt;/b&gt; against their references:&lt;br&gt;learned: pair F1 &lt;b&gt;%L1&lt;/b&gt;, Rand %L2, VI %L3&lt;br&gt;k-means (told the segment count): pair F1 %L4, Rand %L5, VI %L6</source>
        <translation>
            <numerusform>&lt;b&gt;%n held-out image&lt;/b&gt; against their references:&lt;br&gt;learned: pair F1 &lt;b&gt;%L1&lt;/b&gt;, Rand %L2, VI %L3&lt;br&gt;k-means (told the segment count): pair F1 %L4, Rand %L5, VI %L6</numerusform>
            <numerusform>&lt;b&gt;%n held-out images&lt;/b&gt; against their references:&lt;br&gt;learned: pair F1 &lt;b&gt;%L1&lt;/b&gt;, Rand %L2, VI %L3&lt;br&gt;k-means (told the segment count): pair F1 %L4, Rand %L5, VI %L6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="541"/>
        <source>Learning from your segmentations of %n image(s)…</source>
        <translation>
            <numerusform>Learning from your segmentations of %n image…</numerusform>
            <numerusform>Learning from your segmentations of %n images…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="557"/>
        <source>Learned from %n image(s): %1 after %2; %L3 of %4 segmented with an integral (exact) LP; %L5 s in all.</source>
        <extracomment>%2 is &quot;%n pass(es)&quot;, %4 &quot;%n image(s)&quot;</extracomment>
        <translation>
            <numerusform>Learned from %n image: %1 after %2; %L3 of %4 segmented with an integral (exact) LP; %L5 s in all.</numerusform>
            <numerusform>Learned from %n images: %1 after %2; %L3 of %4 segmented with an integral (exact) LP; %L5 s in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/segmentation/segmentation_panel.cpp" line="561"/>
        <source>%n pass(es)</source>
        <translation>
            <numerusform>%n pass</numerusform>
            <numerusform>%n passes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::SentencePanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="260"/>
        <source>%n words</source>
        <translation>
            <numerusform>%n word</numerusform>
            <numerusform>%n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="279"/>
        <source>Not parsed: longer than %n word(s).</source>
        <translation>
            <numerusform>Not parsed: longer than %n word.</numerusform>
            <numerusform>Not parsed: longer than %n words.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="307"/>
        <source>Your trees: %L1 of %n sentence(s).</source>
        <translation>
            <numerusform>Your trees: %L1 of %n sentence.</numerusform>
            <numerusform>Your trees: %L1 of %n sentences.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="314"/>
        <source>&lt;b&gt;Held out&lt;/b&gt; (%n sentence(s) you gave no tree, against the file&apos;s): labelled F1 &lt;b&gt;%L1&lt;/b&gt;, precision %L2, recall %L3, exact %L4. Parser: %5.</source>
        <translation>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%n sentence you gave no tree, against the file&apos;s): labelled F1 &lt;b&gt;%L1&lt;/b&gt;, precision %L2, recall %L3, exact %L4. Parser: %5.</numerusform>
            <numerusform>&lt;b&gt;Held out&lt;/b&gt; (%n sentences you gave no tree, against the file&apos;s): labelled F1 &lt;b&gt;%L1&lt;/b&gt;, precision %L2, recall %L3, exact %L4. Parser: %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="410"/>
        <source>Use the file&apos;s trees (%n sentences)</source>
        <translation>
            <numerusform>Use the file&apos;s trees (%n sentence)</numerusform>
            <numerusform>Use the file&apos;s trees (%n sentences)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="421"/>
        <source>Clear your trees (%n sentences)</source>
        <translation>
            <numerusform>Clear your trees (%n sentence)</numerusform>
            <numerusform>Clear your trees (%n sentences)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="487"/>
        <source>%1 learns from your trees of at most %n word(s) (punctuation not counted), and none of yours is that short: give a short sentence a tree (Longest filters the list), or choose GENERATIVE.</source>
        <translation>
            <numerusform>%1 learns from your trees of at most %n word (punctuation not counted), and none of yours is that short: give a short sentence a tree (Longest filters the list), or choose GENERATIVE.</numerusform>
            <numerusform>%1 learns from your trees of at most %n words (punctuation not counted), and none of yours is that short: give a short sentence a tree (Longest filters the list), or choose GENERATIVE.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="512"/>
        <source>%1 trained on %n tree(s)%6 in %L2 s%3; %4 parsed in %L5 s.</source>
        <extracomment>%4 is &quot;%n sentence(s)&quot;; %6 is &quot; (%1 of them warm from the last round)&quot; or empty</extracomment>
        <translation>
            <numerusform>%1 trained on %n tree%6 in %L2 s%3; %4 parsed in %L5 s.</numerusform>
            <numerusform>%1 trained on %n trees%6 in %L2 s%3; %4 parsed in %L5 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel.cpp" line="517"/>
        <source>%n sentence(s)</source>
        <translation>
            <numerusform>%n sentence</numerusform>
            <numerusform>%n sentences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="23"/>
        <source>&lt;b&gt;Generated sentences&lt;/b&gt;: %n short English sentence(s) with their trees as the file&apos;s. Where a phrase such as “with the telescope” attaches depends on the verb and the preposition, which the parser has to learn. Select some sentences and &lt;b&gt;Use File Trees&lt;/b&gt;, then Train.</source>
        <translation>
            <numerusform>&lt;b&gt;Generated sentences&lt;/b&gt;: %n short English sentence with their trees as the file&apos;s. Where a phrase such as “with the telescope” attaches depends on the verb and the preposition, which the parser has to learn. Select some sentences and &lt;b&gt;Use File Trees&lt;/b&gt;, then Train.</numerusform>
            <numerusform>&lt;b&gt;Generated sentences&lt;/b&gt;: %n short English sentences with their trees as the file&apos;s. Where a phrase such as “with the telescope” attaches depends on the verb and the preposition, which the parser has to learn. Select some sentences and &lt;b&gt;Use File Trees&lt;/b&gt;, then Train.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="56"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="61"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %n sentence(s), %L2 with a tree in the file.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n sentence, %L2 with a tree in the file.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n sentences, %L2 with a tree in the file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_panel_files.cpp" line="62"/>
        <source> %n tree(s) of only traces were left out.</source>
        <translation>
            <numerusform> %n tree of only traces were left out.</numerusform>
            <numerusform> %n trees of only traces were left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::SentenceWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/sentences/sentence_workbench.cpp" line="114"/>
        <source>Training the %1 parser on %n tree(s)…</source>
        <translation>
            <numerusform>Training the %1 parser on %n tree…</numerusform>
            <numerusform>Training the %1 parser on %n trees…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::TerrainPanel</name>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="79"/>
        <source>Predictions near your stroke updated in %L1 ms: %n changed, the stroke&apos;s own points included (until the next training round).</source>
        <translation>
            <numerusform>Predictions near your stroke updated in %L1 ms: %n changed, the stroke&apos;s own points included (until the next training round).</numerusform>
            <numerusform>Predictions near your stroke updated in %L1 ms: %n changed, the stroke&apos;s own points included (until the next training round).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="109"/>
        <source>%n point(s) in %1 of %L2 m: a tile&apos;s features are computed when you paint in it, and when it is predicted (the tiles in view first).</source>
        <extracomment>%1 is &quot;%n tile(s)&quot;</extracomment>
        <translation>
            <numerusform>%n point in %1 of %L2 m: a tile&apos;s features are computed when you paint in it, and when it is predicted (the tiles in view first).</numerusform>
            <numerusform>%n points in %1 of %L2 m: a tile&apos;s features are computed when you paint in it, and when it is predicted (the tiles in view first).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="112"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="117"/>
        <source>Features and neighbour graph ready: %n point(s), %1.</source>
        <extracomment>%1 is &quot;%n edge(s)&quot;</extracomment>
        <translation>
            <numerusform>Features and neighbour graph ready: %n point, %1.</numerusform>
            <numerusform>Features and neighbour graph ready: %n points, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="118"/>
        <source>%n edge(s)</source>
        <translation>
            <numerusform>%n edge</numerusform>
            <numerusform>%n edges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="125"/>
        <source>Predicted %L1 of %n tile(s), those in view first…</source>
        <translation>
            <numerusform>Predicted %L1 of %n tile, those in view first…</numerusform>
            <numerusform>Predicted %L1 of %n tiles, those in view first…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="326"/>
        <source>Cutting %n point(s) into tiles…</source>
        <translation>
            <numerusform>Cutting %n point into tiles…</numerusform>
            <numerusform>Cutting %n points into tiles…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="335"/>
        <source>Computing point features and the neighbour graph for %n point(s)…</source>
        <translation>
            <numerusform>Computing point features and the neighbour graph for %n point…</numerusform>
            <numerusform>Computing point features and the neighbour graph for %n points…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel.cpp" line="423"/>
        <source>Paint %n point(s): %1</source>
        <translation>
            <numerusform>Paint %n point: %1</numerusform>
            <numerusform>Paint %n points: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="58"/>
        <source>Training on about %L1 of the %n painted point(s) (patches of %L2 m per class and your newest strokes, so that rounds stay quick)…</source>
        <translation>
            <numerusform>Training on about %L1 of the %n painted point (patches of %L2 m per class and your newest strokes, so that rounds stay quick)…</numerusform>
            <numerusform>Training on about %L1 of the %n painted points (patches of %L2 m per class and your newest strokes, so that rounds stay quick)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="63"/>
        <source>Training on %n painted point(s)…</source>
        <translation>
            <numerusform>Training on %n painted point…</numerusform>
            <numerusform>Training on %n painted points…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="168"/>
        <source>Stopped after %n pass(es): predicting every point with the model reached so far…</source>
        <translation>
            <numerusform>Stopped after %n pass: predicting every point with the model reached so far…</numerusform>
            <numerusform>Stopped after %n passes: predicting every point with the model reached so far…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="177"/>
        <source>%L1 of the %n painted point(s)</source>
        <translation>
            <numerusform>%L1 of the %n painted point</numerusform>
            <numerusform>%L1 of the %n painted points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_panel_training.cpp" line="179"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::TerrainWorkbench</name>
    <message numerus="yes">
        <location filename="../app/workbenches/terrain/terrain_workbench.cpp" line="83"/>
        <source>Training on %n painted point(s)…</source>
        <translation>
            <numerusform>Training on %n painted point…</numerusform>
            <numerusform>Training on %n painted points…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>m3::WordListModel</name>
    <message numerus="yes">
        <location filename="../views/word_list_model.cpp" line="95"/>
        <source>Word %1 (fold %2), %n letter(s)</source>
        <translation>
            <numerusform>Word %1 (fold %2), %n letter</numerusform>
            <numerusform>Word %1 (fold %2), %n letters</numerusform>
        </translation>
    </message>
</context>
</TS>
