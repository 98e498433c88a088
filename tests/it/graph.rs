//! The graph model, its families and layouts, and how graphs are read from fields.

use cgt_playground::api::fields::{Fields, describe};
use cgt_playground::api::graph::{
    graph_from_fields, parse_edge_list, parse_positions, parse_probability, positions_text,
    preset_from_fields, write_edges, write_preset,
};
use cgt_playground::solve::graph::{Graph, GraphError, GraphRules, vertex_list, vertex_set};
use cgt_playground::solve::graph_presets::{Millionths, Preset};
use cgt_playground::solve::layout::{HEIGHT, MAX_REACH, WIDTH, layout, vertex_sizes};

use crate::both;

const SIMPLE: GraphRules = GraphRules::simple(2000);

fn fields(pairs: &[(&str, &str)]) -> Fields {
    let mut fields = Fields::new();
    for (name, value) in pairs {
        fields.set(name, *value);
    }
    fields
}

fn graph_message(vertices: &str, edges: &str) -> String {
    match graph_from_fields(&fields(&[("vertices", vertices), ("edges", edges)]), &SIMPLE) {
        Ok(graph) => panic!("{vertices} / {edges} was accepted: {graph:?}"),
        Err(errors) => describe(&errors),
    }
}

both! {
    fn edge_lists_are_read_in_several_spellings() {
        let expected = vec![(0, 1), (1, 2), (2, 3)];
        for text in ["0-1, 1-2, 2-3", "0-1,1-2,2-3", "0 - 1; 1 -2\n2- 3", "0->1 1->2 2 -> 3", " 0-1 ,1-2,, 2-3 "] {
            assert_eq!(parse_edge_list(text, 10), Ok(expected.clone()), "{text:?}");
        }
        assert_eq!(parse_edge_list("", 10), Ok(vec![]));
    }
}

both! {
    fn bad_graphs_are_refused_with_the_field_named() {
        let cases = [
            ("4", "0-1, 1-5", "edges: 1-5 names vertex 5, but the vertices are 0 to 3"),
            ("4", "0-1, 2-2", "edges: 2-2 is a loop; a vertex cannot be joined to itself here"),
            ("4", "0-1, 1-2, 1-0", "edges: 1-0 is listed twice (as 0-1 and 1-0); list each edge once"),
            ("4", "0-1, 0-1", "edges: 0-1 is listed twice; list each edge once"),
            ("4", "0-1, 1", "edges: '1' is not an edge such as 2-5"),
            ("4", "0-1, 1-x", "edges: 'x' in '1-x' is not a vertex number"),
            ("4", "0--1", "edges: '0--1' names a negative vertex; vertices are 0, 1, 2, …"),
            ("4", "0-", "edges: '0-' is not an edge such as 2-5"),
            ("4", "0-1.5", "edges: '1.5' in '0-1.5' is not a vertex number"),
            ("4", "0-99999999999999999999999", "edges: 0-18446744073709551615 names vertex 18446744073709551615, but the vertices are 0 to 3"),
            ("0", "", "vertices: 0 is too small; give a whole number from 1 to 2000"),
            ("2001", "", "vertices: 2001 is above the limit of 2000"),
            ("x", "0-1", "vertices: 'x' is not a whole number"),
            ("", "0-1", "vertices: missing; give a whole number from 1 to 2000"),
        ];
        for (vertices, edges, message) in cases {
            assert_eq!(graph_message(vertices, edges), message, "{vertices} / {edges}");
        }
        // Both fields wrong: both named.
        assert_eq!(
            graph_message("x", "0-"),
            "vertices: 'x' is not a whole number; edges: '0-' is not an edge such as 2-5"
        );
    }
}

both! {
    fn edge_counts_and_loops_follow_the_rules() {
        let small = GraphRules { directed: false, loops: false, max_vertices: 10, max_edges: 3 };
        assert_eq!(
            parse_edge_list("0-1,1-2,2-3,3-4", small.max_edges).map_err(|e| e.to_string()),
            Err("edges: more than 3 edges; the limit is 3".to_string())
        );
        assert_eq!(
            Graph::try_new(5, &[(0, 1), (1, 2), (2, 3), (3, 4)], &small),
            Err(GraphError::TooManyEdges { count: 4, limit: 3 })
        );
        let looped = GraphRules { directed: true, loops: true, max_vertices: 10, max_edges: 10 };
        let graph = Graph::try_new(3, &[(0, 0), (0, 1), (1, 0), (2, 1)], &looped).expect("valid");
        assert_eq!(graph.neighbours(0), [0, 1]);
        assert_eq!(graph.neighbours(2), [1]);
        assert!(graph.has_edge(2, 1) && !graph.has_edge(1, 2));
        assert_eq!(
            Graph::try_new(3, &[(0, 1), (0, 1)], &looped),
            Err(GraphError::Duplicate { edge: (0, 1), first: (0, 1) })
        );
        // With several repeats, the first edge listed again, and its first listing.
        let simple = GraphRules { directed: false, loops: false, max_vertices: 10, max_edges: 10 };
        assert_eq!(
            Graph::try_new(3, &[(0, 1), (1, 2), (2, 1), (0, 1), (1, 2)], &simple),
            Err(GraphError::Duplicate { edge: (2, 1), first: (1, 2) })
        );
        // A huge list is refused before it is read to the end.
        let many = "0-1,".repeat(3_000_000);
        assert_eq!(
            parse_edge_list(&many, SIMPLE.max_edges).map_err(|e| e.message),
            Err(format!("more than {0} edges; the limit is {0}", SIMPLE.max_edges))
        );
    }
}

both! {
    fn the_repeated_edge_named_is_the_first_listed_again_on_random_lists() {
        let mut rng = crate::oracle::Rng::new(7);
        for directed in [false, true] {
            let rules = GraphRules { directed, loops: true, max_vertices: 5, max_edges: 12 };
            let key = |(u, v): (u32, u32)| if directed || u <= v { (u, v) } else { (v, u) };
            for _ in 0..2000 {
                let count = 1 + rng.below(8) as usize;
                let edges: Vec<(u32, u32)> =
                    (0..count).map(|_| (rng.below(4) as u32, rng.below(4) as u32)).collect();
                let listed: Vec<(u64, u64)> =
                    edges.iter().map(|&(u, v)| (u64::from(u), u64::from(v))).collect();
                // The definition: the first edge with an earlier listing of the same edge.
                let repeat = (0..count).find_map(|i| {
                    let first = (0..i).find(|&j| key(edges[j]) == key(edges[i]))?;
                    Some(GraphError::Duplicate { edge: edges[i], first: edges[first] })
                });
                match (Graph::try_new(4, &listed, &rules), repeat) {
                    (Err(error), Some(repeat)) => assert_eq!(error, repeat, "{edges:?}"),
                    (Ok(_), None) => {}
                    (answer, repeat) => panic!("{edges:?}: {answer:?} against {repeat:?}"),
                }
            }
        }
    }
}

both! {
    fn click_edits_keep_the_graph_valid() {
        let graph = Preset::Cycle(4).build();
        let grown = graph.with_vertex_added(&SIMPLE).expect("room for one more");
        assert_eq!(grown.vertex_count(), 5);
        let joined = grown.with_edge_toggled(4, 0, &SIMPLE).expect("a new edge");
        assert!(joined.has_edge(0, 4));
        let unjoined = joined.with_edge_toggled(0, 4, &SIMPLE).expect("removed again");
        assert!(!unjoined.has_edge(0, 4));
        assert_eq!(unjoined.edge_count(), 4);
        assert_eq!(joined.with_edge_toggled(2, 2, &SIMPLE), Err(GraphError::Loop { vertex: 2 }));
        // Removing vertex 1 of 0-1-2-3-0 leaves 0-2 (was 2-3) and 2-0 (was 3-0), renumbered.
        let smaller = graph.with_vertex_removed(1).expect("three are left");
        assert_eq!(smaller.edges(), [(1, 2), (2, 0)]);
        let single = Preset::Path(1).build();
        assert_eq!(single.with_vertex_removed(0), Err(GraphError::NoVertices));
        let full = GraphRules::simple(4);
        assert!(matches!(graph.with_vertex_added(&full), Err(GraphError::TooManyVertices { .. })));
    }
}

/// A fingerprint of an edge list (FNV-1a over the numbers).
fn fingerprint(graph: &Graph) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for &(u, v) in graph.edges() {
        for x in [u, v] {
            hash = (hash ^ u64::from(x)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

both! {
    fn seeded_families_give_the_same_graph_everywhere() {
        // Recorded once; checked natively and on wasm32 alike: a seed must name one graph on
        // every machine.
        let cases = [
            (Preset::Gnp { n: 30, p: Millionths(150_000), seed: 7 }, (65, 11_578_954_023_386_673_462)),
            (Preset::RandomTree { n: 40, seed: 3 }, (39, 14_537_797_441_529_455_927)),
            (Preset::RandomChordal { n: 40, seed: 3 }, (89, 3_068_841_302_946_031_672)),
        ];
        for (preset, expected) in cases {
            let graph = preset.build();
            assert_eq!((graph.edge_count(), fingerprint(&graph)), expected, "{preset:?}");
            assert_eq!(preset.build(), graph, "the same again");
        }
    }
}

/// Whether the graph is chordal: removing simplicial vertices (whose neighbours are pairwise
/// adjacent) one at a time empties it.
fn is_chordal(graph: &Graph) -> bool {
    let n = graph.vertex_count() as usize;
    let mut alive = vec![true; n];
    for _ in 0..n {
        let simplicial = (0..n as u32).find(|&v| {
            let near: Vec<u32> =
                graph.neighbours(v).iter().copied().filter(|&w| alive[w as usize]).collect();
            alive[v as usize]
                && near.iter().all(|&a| near.iter().all(|&b| a == b || graph.has_edge(a, b)))
        });
        match simplicial {
            Some(v) => alive[v as usize] = false,
            None => return false,
        }
    }
    true
}

both! {
    fn families_have_their_shapes() {
        let petersen = Preset::Petersen.build();
        assert_eq!((petersen.vertex_count(), petersen.edge_count()), (10, 15));
        assert!((0..10).all(|v| petersen.degree(v) == 3));
        // Girth 5: no two adjacent vertices share a neighbour, no two vertices two neighbours.
        for u in 0..10 {
            for v in u + 1..10 {
                let common = petersen.neighbours(u).iter().filter(|w| petersen.has_edge(v, **w)).count();
                assert_eq!(common, usize::from(!petersen.has_edge(u, v)), "{u}, {v}");
            }
        }
        assert_eq!(Preset::Wheel(7).build().edge_count(), 12);
        assert_eq!(Preset::Grid(3, 4).build().edge_count(), 3 * 3 + 2 * 4);
        assert_eq!(Preset::Complete(6).build().edge_count(), 15);
        assert_eq!(Preset::Star(6).build().degree(0), 5);
        for seed in 0..30 {
            let tree = Preset::RandomTree { n: 1 + seed as u32 * 3, seed }.build();
            assert!(tree.is_tree(), "seed {seed}");
            let chordal = Preset::RandomChordal { n: 30, seed }.build();
            assert!(is_chordal(&chordal) && chordal.component_count() == 1, "seed {seed}");
        }
        assert!(!is_chordal(&Preset::Cycle(4).build()), "the chordality check can fail");
        // G(n, p) keeps about p of the pairs.
        let gnp = Preset::Gnp { n: 200, p: Millionths(250_000), seed: 1 }.build();
        let share = gnp.edge_count() as f64 / (200.0 * 199.0 / 2.0);
        assert!((share - 0.25).abs() < 0.02, "{share}");
        assert_eq!(Preset::Gnp { n: 50, p: Millionths(0), seed: 1 }.build().edge_count(), 0);
        assert_eq!(Preset::Gnp { n: 50, p: Millionths::ONE, seed: 1 }.build().edge_count(), 1225);
    }
}

both! {
    fn families_are_read_from_and_written_to_fields() {
        let cases: [(&[(&str, &str)], Preset); 6] = [
            (&[("graph", "petersen")], Preset::Petersen),
            (&[("graph", "cycle"), ("n", "9")], Preset::Cycle(9)),
            (&[("graph", "grid"), ("rows", "3"), ("cols", "7")], Preset::Grid(3, 7)),
            (&[("graph", "gnp"), ("n", "30"), ("p", "0.15"), ("seed", "7")], Preset::Gnp { n: 30, p: Millionths(150_000), seed: 7 }),
            (&[("graph", "tree"), ("n", "12"), ("seed", "4")], Preset::RandomTree { n: 12, seed: 4 }),
            (&[("graph", "CHORDAL"), ("n", "12")], Preset::RandomChordal { n: 12, seed: 1 }),
        ];
        for (pairs, preset) in cases {
            assert_eq!(preset_from_fields(&fields(pairs), &SIMPLE), Ok(preset));
            let mut written = Fields::new();
            write_preset(&preset, &mut written);
            assert_eq!(preset_from_fields(&written, &SIMPLE), Ok(preset), "round trip");
        }
        let refusal = |pairs: &[(&str, &str)]| match preset_from_fields(&fields(pairs), &SIMPLE) {
            Ok(preset) => panic!("{pairs:?} was accepted: {preset:?}"),
            Err(errors) => describe(&errors),
        };
        assert_eq!(refusal(&[("graph", "cube")]), "graph: 'cube' is not one of chordal, complete, cycle, gnp, grid, path, petersen, star, tree, wheel");
        assert_eq!(refusal(&[("graph", "cycle"), ("n", "2")]), "n: 2 is too small; give a whole number from 3 to 2000");
        assert_eq!(refusal(&[("graph", "wheel"), ("n", "3")]), "n: 3 is too small; give a whole number from 4 to 2000");
        assert_eq!(refusal(&[("graph", "path"), ("n", "5000")]), "n: 5000 is above the limit of 2000");
        assert_eq!(refusal(&[("graph", "grid"), ("rows", "50"), ("cols", "50")]), "rows: the grid has 2500 vertices; at most 2000 are supported");
        assert_eq!(refusal(&[("graph", "gnp"), ("p", "1.5"), ("seed", "-1")]), "p: '1.5' is above 1; seed: '-1' is negative; give a whole number from 0 to 18446744073709551615");
        assert_eq!(refusal(&[("graph", "gnp"), ("p", "half")]), "p: 'half' is not a probability from 0 to 1 such as 0.15");
        // The edge-list form round-trips too.
        let graph = Preset::Wheel(6).build();
        let mut written = Fields::new();
        write_edges(&graph, &mut written);
        assert_eq!(graph_from_fields(&written, &SIMPLE), Ok(graph));
    }
}

both! {
    fn probabilities_are_exact_decimals() {
        let p = |text: &str| parse_probability("p", text).map(|m| m.0).map_err(|e| e.message);
        assert_eq!(p("0.15"), Ok(150_000));
        assert_eq!(p(".5"), Ok(500_000));
        assert_eq!(p("1"), Ok(1_000_000));
        assert_eq!(p("15%"), Ok(150_000));
        assert_eq!(p("0.0000005"), Err("'0.0000005' has more than 6 decimals; round it".into()));
        assert_eq!(p(""), Err("'' is not a probability from 0 to 1 such as 0.15".into()));
        assert_eq!(p("101%"), Err("'101%' is above 1".into()));
        assert_eq!(Millionths(150_000).decimal(), "0.15");
        assert_eq!(Millionths(1_000_000).decimal(), "1");
        assert_eq!(Millionths(5).decimal(), "0.000005");
    }
}

both! {
    fn layouts_are_deterministic_readable_and_inside_the_drawing() {
        let mut graphs: Vec<(Graph, Option<Preset>)> = Vec::new();
        for preset in [
            Preset::Path(1), Preset::Path(2), Preset::Path(12), Preset::Path(100), Preset::Cycle(3),
            Preset::Cycle(100), Preset::Complete(12), Preset::Star(40), Preset::Wheel(9),
            Preset::Grid(1, 8), Preset::Grid(10, 10), Preset::Petersen,
            Preset::RandomTree { n: 100, seed: 1 }, Preset::RandomChordal { n: 60, seed: 2 },
            Preset::Gnp { n: 100, p: Millionths(40_000), seed: 3 },
            Preset::Gnp { n: 30, p: Millionths(0), seed: 3 },
        ] {
            graphs.push((preset.build(), Some(preset)));
            graphs.push((preset.build(), None));
        }
        for (graph, preset) in &graphs {
            let points = layout(graph, preset.as_ref());
            assert_eq!(points.len(), graph.vertex_count() as usize);
            assert_eq!(layout(graph, preset.as_ref()), points, "deterministic");
            assert!(points.iter().all(|p| p.x <= WIDTH && p.y <= HEIGHT));
            if points.len() > 1 {
                let (radius, reach) = vertex_sizes(&points);
                assert!(radius >= 8, "{preset:?}: vertices too close (radius {radius})");
                assert!((radius..=MAX_REACH).contains(&reach), "{preset:?}: reach {reach}");
                // No two tap targets overlap.
                for (i, a) in points.iter().enumerate() {
                    for b in &points[i + 1..] {
                        let (dx, dy) = (f64::from(a.x) - f64::from(b.x), f64::from(a.y) - f64::from(b.y));
                        assert!((dx * dx + dy * dy).sqrt() >= f64::from(2 * reach), "{preset:?}: targets overlap");
                    }
                }
            }
            let text = positions_text(&points);
            assert_eq!(parse_positions(&text, graph.vertex_count()), Ok(points), "round trip");
        }
        // The force-directed layout is the same on every machine (no library trigonometry).
        let points = layout(&Preset::Gnp { n: 20, p: Millionths(200_000), seed: 1 }.build(), None);
        assert_eq!(positions_text(&points[..4]), "778-190,512-468,458-40,578-329");
    }
}

both! {
    fn positions_from_links_are_checked() {
        let message = |text: &str, n: u32| parse_positions(text, n).map_err(|e| e.to_string());
        assert_eq!(message("1-2,3-4", 3), Err("pos: 2 positions for 3 vertices; give one x-y per vertex".into()));
        assert_eq!(message("1-2,3", 2), Err("pos: '3' is not a position such as 120-340".into()));
        assert_eq!(message("1-2,3-700", 2), Err("pos: 700 is above the limit of 640".into()));
    }
}

both! {
    fn families_built_in_slices_are_the_same_graphs() {
        use cgt_playground::solve::graph_presets::PresetJob;
        use cgt_playground::solve::stepwise::Stepwise;
        for preset in [
            Preset::Complete(60),
            Preset::Gnp { n: 80, p: Millionths(300_000), seed: 9 },
            Preset::RandomChordal { n: 50, seed: 2 },
            Preset::Grid(7, 9),
            Preset::Petersen,
        ] {
            let mut job = PresetJob::new(preset);
            let mut slices = 0;
            while !job.advance(37) {
                slices += 1;
                let progress = job.progress();
                assert!((0.0..=1.0).contains(&progress), "{progress}");
            }
            assert_eq!(Box::new(job).finish(), preset.build(), "{preset:?}");
            assert!(slices >= 2, "{preset:?} was built in slices");
        }
    }
}

both! {
    fn families_become_symmetric_digraphs_for_directed_labs() {
        let cycle = Preset::Cycle(4).build();
        let arcs = cycle.symmetric_digraph();
        assert!(arcs.is_directed());
        assert_eq!(arcs.edge_count(), 8);
        assert!((0..4).all(|v| arcs.has_edge(v, (v + 1) % 4) && arcs.has_edge((v + 1) % 4, v)));
        assert_eq!(arcs.symmetric_digraph(), arcs);
    }
}

/// A GraphInput read from a URL query, with the notices it produced.
fn input_from(
    query: &str,
    rules: GraphRules,
) -> (cgt_playground::ui::widgets::graph_input::GraphInput, Vec<String>) {
    use cgt_playground::solve::graph_presets::PRESET_NAMES;
    use cgt_playground::ui::kit::controls::LinkParams;
    use cgt_playground::ui::widgets::graph_input::GraphInput;
    let params = Fields::from_query(query);
    let mut link = LinkParams::new(&params);
    let input = GraphInput::from_params(&mut link, &params, rules, PRESET_NAMES, Preset::Petersen);
    let notices = link.finish(cgt_playground::api::graph::GRAPH_FIELDS);
    (input, notices)
}

fn written(input: &cgt_playground::ui::widgets::graph_input::GraphInput) -> String {
    let mut fields = Fields::new();
    input.write_params(&mut fields);
    fields.to_query()
}

both! {
    fn graph_inputs_round_trip_through_the_url_with_their_edits() {
        use cgt_playground::solve::layout::Point;
        use cgt_playground::ui::widgets::graph_input::{Change, GraphAction};
        use cgt_playground::ui::widgets::graph_view::GraphEdit;
        let (mut input, notices) = input_from("graph=cycle&n=5", SIMPLE);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(written(&input), "graph=cycle&n=5");
        // Moving a vertex keeps the family and writes the positions.
        let at = Point { x: 100, y: 200 };
        assert_eq!(input.apply(GraphAction::Edit(GraphEdit::Move(2, at))), Change::Layout);
        let query = written(&input);
        assert!(query.starts_with("graph=cycle&n=5&pos=") && query.contains("100-200"), "{query}");
        let (again, _) = input_from(&query, SIMPLE);
        assert_eq!(again.points, input.points, "the positions come back");
        // An edge edit turns the family into an edge list, keeping the positions.
        assert_eq!(input.apply(GraphAction::Edit(GraphEdit::ToggleEdge(0, 2))), Change::Graph);
        assert_eq!(input.preset, None);
        let query = written(&input);
        assert!(query.starts_with("vertices=5&edges=0-1,1-2,2-3,3-4,4-0,0-2&pos="), "{query}");
        let (again, _) = input_from(&query, SIMPLE);
        assert_eq!((&again.graph, &again.points), (&input.graph, &input.points));
        // A refused edit leaves a message and changes nothing.
        assert_eq!(input.apply(GraphAction::Edit(GraphEdit::ToggleEdge(3, 3))), Change::Nothing);
        assert!(input.message.as_deref().is_some_and(|m| m.contains("3-3 is a loop")));
        assert_eq!(input.apply(GraphAction::Edit(GraphEdit::AddVertex(at))), Change::Graph);
        assert_eq!(input.graph.vertex_count(), 6);
        assert_eq!(input.points.as_ref().map(|p| p[5]), Some(at));
        assert_eq!(input.apply(GraphAction::Edit(GraphEdit::RemoveVertex(0))), Change::Graph);
        assert_eq!(input.graph.vertex_count(), 5);
        // Bad links fall back to the default with notices.
        let (bad, notices) = input_from("vertices=3&edges=0-1,1-1&pos=1-2", SIMPLE);
        assert_eq!(bad.preset, Some(Preset::Petersen));
        assert_eq!(notices, ["The link's edges: 1-1 is a loop; a vertex cannot be joined to itself here. Showing the default graph instead.", "The link's pos: 1 positions for 10 vertices; give one x-y per vertex. Showing the default instead."]);
    }
}

both! {
    fn large_families_are_left_for_the_lab_to_build_in_slices() {
        use cgt_playground::ui::widgets::graph_input::{BUILD_AT_ONCE, Change, GraphAction};
        let (mut input, _) = input_from("graph=complete&n=800", SIMPLE);
        assert!(Preset::Complete(800).work() > BUILD_AT_ONCE);
        assert_eq!(input.pending, Some(Preset::Complete(800)));
        assert_eq!(input.preset, Some(Preset::Petersen), "the previous graph stays until built");
        assert_eq!(written(&input), "graph=complete&n=800", "the link names the graph asked for");
        let built = std::rc::Rc::new(Preset::Complete(800).build());
        input.install_built(Preset::Complete(800), built);
        assert_eq!((input.pending, input.graph.edge_count()), (None, 319_600));
        assert!(input.points.is_none(), "too large to draw");
        assert_eq!(input.facts.components, 1);
        // A pending family can be cancelled: the graph shown stays.
        input.apply(GraphAction::Parameter("n", "700".into()));
        assert_eq!(input.apply(GraphAction::UseFamily), Change::Graph);
        assert_eq!(input.pending, Some(Preset::Complete(700)));
        input.cancel_pending();
        assert_eq!((input.pending, input.graph.vertex_count()), (None, 800));
        // Directed labs get families as symmetric digraphs.
        let directed = GraphRules { directed: true, loops: true, max_vertices: 100, max_edges: 10_000 };
        let (arcs, _) = input_from("graph=path&n=3", directed);
        assert!(arcs.graph.is_directed() && arcs.graph.has_edge(1, 0) && arcs.graph.has_edge(0, 1));
    }
}

both! {
    fn vertices_are_listed_and_cut_after_the_most_shown() {
        assert_eq!(vertex_list([], 12), "none");
        assert_eq!(vertex_list([4], 12), "4");
        assert_eq!(vertex_list([0, 1, 2], 12), "0, 1 and 2");
        assert_eq!(vertex_list(0..5, 3), "0, 1, 2, … (5 in all)");
        assert_eq!(vertex_set([], 12), "∅");
        assert_eq!(vertex_set([0, 2], 12), "{0, 2}");
        assert_eq!(vertex_set(0..40, 2), "{0, 1, …} (40 vertices)");
    }
}
