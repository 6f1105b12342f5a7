import Foundation
@testable import ObsKit
import Testing

/// The web page of a session or a tutorial (Export/): its structure pinned on the first tutorial (turns,
/// the views highlighted per turn on the screen and in the graph, the objects table, the exercise's
/// checks), escaping, `:export`, and the pieces (highlighting, narration's Markdown, the graph's layout).
@Suite struct WebPageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let firstTutorial: (page: WebPage, html: String) = {
        let text = (try? String(contentsOf: root.appendingPathComponent("tutorials/01-first-steps.md"), encoding: .utf8)) ?? ""
        let tutorial = try! TutorialParser.parse(text)
        let page = TutorialRunner().webPage(tutorial)
        return (page, page.html())
    }()

    /// Every match of `pattern`'s first group in `text`.
    static func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    /// The HTML of turn `number` (its section).
    static func turn(_ number: Int, in html: String) -> String {
        matches("(<section class=\"turn[^\"]*\" id=\"t\(number)\".*?</section>)", in: html).first ?? ""
    }

    @Test func theFirstTutorialHasATurnPerInputInOrderWithItsTimeline() {
        let html = Self.firstTutorial.html
        let inputs = Self.matches("<pre class=\"input\"><code>(.*?)</code></pre>", in: html)
            .map { Self.matches("(?:^|>)([^<]*)", in: $0).joined() }
        #expect(inputs.count == 13)
        #expect(inputs.first?.hasPrefix("final class Counter: ObservableObject {") == true)
        #expect(Array(inputs[2...9]) == [":mount CounterView()", ":tree", ":tap &quot;Add one&quot;", ":tree", ":why CounterView",
                                         ":objects", ":unmount", ":mount CounterView()"])
        #expect(Self.matches("<a href=\"#t(\\d+)\" data-turn", in: html) == (1...13).map(String.init))
        #expect(Self.firstTutorial.page.turnCount == 13)
    }

    @Test func theViewsWhoseBodiesRanAreHighlightedPerTurn() {
        let html = Self.firstTutorial.html
        let ran = Self.matches("data-turn=\"\\d+\" data-ran=\"([^\"]*)\"", in: html)
        #expect(ran == ["", "", "CounterView#1", "", "CounterView#1", "", "", "", "", "CounterView#2", "CounterView#2", "CounterView#2", "CounterView#2"])
        // On the screen after the tap, both rows of the view that re-rendered are marked, with the new count.
        let tap = Self.turn(5, in: html)
        #expect(Self.matches("<div class=\"ln ran\" data-view=\"([^\"]*)\">", in: tap) == ["CounterView#1", "CounterView#1"])
        #expect(tap.contains("<div class=\"ln ran\" data-view=\"CounterView#1\">Count: 1</div>"))
        // After :tree nothing re-rendered: the same screen, nothing marked, and the graph is the one before.
        let tree = Self.turn(6, in: html)
        #expect(tree.contains("<div class=\"ln\" data-view=\"CounterView#1\">Count: 1</div>") && !tree.contains("ln ran"))
        #expect(tree.contains("as after turn <a href=\"#t5\">5</a>"))
        // In the graph the view that ran is filled; the model is an object node above it.
        #expect(Self.matches("<g class=\"node ran\" data-node=\"([^\"]*)\"", in: tap) == ["CounterView#1"])
        #expect(Self.matches("<g class=\"node object\" data-node=\"([^\"]*)\"", in: tap) == ["Counter#1"])
        // Unmounted: no screen, no graph.
        let unmount = Self.turn(9, in: html)
        #expect(unmount.contains("Counter deinit") && !unmount.contains("class=\"phone\"") && !unmount.contains("<svg"))
    }

    @Test func objectsMadeAndDestroyedPerTurnAndInAll() {
        let html = Self.firstTutorial.html
        #expect(Self.turn(3, in: html).contains("<li class=\"made\"><b>made</b> <span class=\"obj\">Counter#1</span></li>"))
        #expect(Self.turn(9, in: html).contains("<li class=\"gone\"><b>destroyed</b> <span class=\"obj\">Counter#1</span></li>"))
        #expect(Self.turn(10, in: html).contains("<span class=\"obj\">Counter#2</span>"))
        let table = Self.matches("<table class=\"objects\">.*?<tbody>\n(.*?)</tbody>", in: html).first
        #expect(table == "<tr><td>Counter</td><td>2</td><td>1</td><td>1</td></tr>\n")
        let bodies = Self.matches("<table class=\"bodies\">.*?<tbody>\n(.*?)</tbody>", in: html).first
        #expect(bodies == "<tr><td>CounterView#1</td><td>2</td></tr>\n<tr><td>CounterView#2</td><td>4</td></tr>\n")
    }

    @Test func theNarrationAndTheExerciseWithItsChecks() {
        let html = Self.firstTutorial.html
        #expect(html.contains("<h1>1. First steps: a model, a view, and what happens when you tap</h1>"))
        #expect(!html.contains("<h2>1. First steps"), "the title is the page's heading, not repeated in the narration")
        #expect(html.contains("<code>ObservableObject</code> with a <code>@Published</code> property"))
        let exercise = Self.matches("(<div class=\"exercise\">.*?<p class=\"solution\">)", in: html).first ?? ""
        #expect(exercise.contains("<p class=\"task\">Mount CounterView again and tap &quot;Add one&quot; three times.</p>"))
        #expect(html.components(separatedBy: "<details class=\"hint\"><summary>Hint</summary>").count - 1 == 2)
        #expect(Self.matches("<li class=\"(held|failed)\">", in: exercise) == ["held", "held"])
        #expect(exercise.contains("✓ 1 Counter made since the last <code>:mount</code>") && exercise.contains("✓ <code>:tree</code> prints “Count: 3”"))
        // A page exported alone does not link to tutorials that are not beside it; a folder's pages do.
        #expect(html.contains("Next: 2. Who owns the model") && !html.contains("02-who-owns-the-model.html"))
    }

    @Test func thePageIsSelfContained() {
        let html = Self.firstTutorial.html
        #expect(!html.contains("src=") && !html.contains("<link") && !html.contains("@import") && !html.contains("url(http"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(Self.matches("(<script)", in: html).count == 1 && Self.matches("(<style)", in: html).count == 1)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
    }

    @Test func graphvizDrawsTheGraphsWhenTheShellGivesIt() {
        let page = Self.firstTutorial.page
        var sources: [String] = []
        let html = page.html(graphviz: { dot in
            sources.append(dot)
            return "<?xml version=\"1.0\"?>\n<!DOCTYPE svg>\n<svg data-by=\"dot\"></svg>\n"
        })
        #expect(html.contains("graphs drawn by Graphviz (dot)") && !html.contains("<?xml") && !html.contains("<svg class=\"graph\""))
        #expect(sources.count == html.components(separatedBy: "<svg data-by=\"dot\">").count - 1 && sources.count > 0)
        // The view whose body ran is filled in the DOT, as in our own drawing.
        #expect(sources.first?.contains("n1 [label=\"CounterView#1\\nbody runs: 1\", style=filled, fillcolor=\"#fde68a\"];") == true)
        let failed = page.html(graphviz: { _ in nil })
        #expect(failed.contains("graphs drawn by ObsREPL&#39;s own layered layout (dot failed)") && failed.contains("<svg class=\"graph\""))
        #expect(Self.firstTutorial.html.contains("graphs drawn by ObsREPL&#39;s own layered layout (Graphviz&#39;s dot is not installed)"))
    }

    @Test func everythingTheSessionPrintsIsEscaped() {
        let session = Session(echoesValues: true)
        session.recordsForExport = true
        Playback.run("""
            print("<script>alert('x')</script> & \\"quoted\\"")
            let tag = "</pre><b>"
            struct Page: View { var body: some View { Text("<i>\\(tag)</i>") } }
            :mount Page()
            :export page.html
            """, fileName: "escape.swift", in: session)
        let html = session.webPage(title: "<title>").html()
        #expect(Self.matches("(<script)", in: html).count == 1)
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quoted&quot;"))
        #expect(html.contains("data-view=\"Page#1\">&lt;i&gt;&lt;/pre&gt;&lt;b&gt;&lt;/i&gt;</div>") && !html.contains("<i>"))
        #expect(html.contains("<span class=\"s\">&quot;&lt;/pre&gt;&lt;b&gt;&quot;</span>"), "the input is escaped too")
        #expect(html.contains("<title>&lt;title&gt;</title>"))
    }

    @Test func exportAsksTheShellToWriteThePage() {
        let session = Session()
        session.recordsForExport = true
        Playback.run("struct Hello: View { var body: some View { Text(\"hi\") } }\n:mount Hello()\n", fileName: "a.swift", in: session)
        let export = session.run(.command(":export share.html", line: 1), fileName: "<stdin>")
        guard case .export(let path, let page)? = export.requests.first else {
            Issue.record("no export request: \(export.requests)")
            return
        }
        #expect(path == "share.html" && page.title == "ObsREPL session: share" && page.turnCount == 2)
        #expect(page.html().contains("<div class=\"ln ran\" data-view=\"Hello#1\">hi</div>"))
        // :export is not a turn of the page, nor of a saved script.
        #expect(session.webPage(title: "again").turnCount == 2)
        #expect(session.run(.command(":export", line: 1), fileName: "<stdin>").errors.first?.message.contains("expected :export FILE.html") == true)
        #expect(session.run(.command(":export notes.txt", line: 1), fileName: "<stdin>").failed)
    }

    @Test func withoutRecordingForExportThereIsNoScreen() {
        let session = Session()
        Playback.run("struct Hello: View { var body: some View { Text(\"hi\") } }\n:mount Hello()\n", fileName: "a.swift", in: session)
        let html = session.webPage(title: "plain").html()
        #expect(!html.contains("class=\"phone\"") && html.contains("data-ran=\"Hello#1\""))
    }

    @Test func drawingTheScreenForTheRecordPrintsNothing() {
        // The screen reads a field's binding, here through the script's own getter, which prints: recording
        // the screen after each turn must not add to what the session prints.
        let script = """
            final class Box { var text = "a" }
            let box = Box()
            struct Field: View {
                var body: some View { TextField("T", text: Binding(get: { print("get"); return box.text }, set: { box.text = $0 })) }
            }
            :mount Field()
            print("after")
            """
        func output(recording: Bool) -> String {
            let session = Session()
            session.recordsForExport = recording
            return Playback.run(script, fileName: "get.swift", in: session).output
        }
        #expect(output(recording: true) == output(recording: false))
        #expect(output(recording: true).hasSuffix("after\n"))
    }

    @Test func swiftIsHighlightedAsTheShellClassifiesIt() {
        #expect(HTMLText.swift("let x = \"a\" // note") == "<span class=\"k\">let</span> x = <span class=\"s\">&quot;a&quot;</span> <span class=\"c\">// note</span>")
        #expect(HTMLText.input(":tap \"Add\"") == "<span class=\"cm\">:tap</span> <span class=\"s\">&quot;Add&quot;</span>")
        #expect(HTMLText.swift("struct A {") == "struct A {", "what does not parse is shown as it is")
        for text in ["@Published var count = 0", "final class A: ObservableObject { init() { print(1.5) } }", "x <& y"] {
            #expect(SwiftHighlighting.runs(text).map { $0.map(\.text).joined() } ?? text == text)
        }
    }

    @Test func narrationMarkdown() {
        let html = HTMLText.markdown("""
            ## A. Made inline in `@ObservedObject`

            - `@StateObject` **owns** its model,
              once per identity.
            - *watches*

            Next: [4. `@Observable` in `@State`](04-observable-in-state.md), or [the web](https://swift.org).
            """, link: { $0.hasSuffix(".md") ? "04.html" : $0 })
        #expect(html == """
            <h3>A. Made inline in <code>@ObservedObject</code></h3>
            <ul><li><code>@StateObject</code> <strong>owns</strong> its model, once per identity.</li><li><em>watches</em></li></ul>
            <p>Next: <a href="04.html">4. <code>@Observable</code> in <code>@State</code></a>, or <a href="https://swift.org">the web</a>.</p>

            """)
    }

    @Test func theGraphLayoutPlacesEachObjectInTheRowAboveItsSubscriber() {
        let snapshot = GraphSnapshot(statements: [
            .node(.init(key: "n1", name: "Parent#1", isObject: false, bodyRuns: 1)),
            .edge(.init(from: "n1", to: "n2", kind: .child, label: nil)),
            .edge(.init(from: "n1", to: "n3", kind: .child, label: nil)),
            .node(.init(key: "n2", name: "Child#2", isObject: false, bodyRuns: 2)),
            .node(.init(key: "o1", name: "VM#1", isObject: true, bodyRuns: 0)),
            .edge(.init(from: "o1", to: "n2", kind: .subscription, label: "vm")),
            .node(.init(key: "n3", name: "Other#3", isObject: false, bodyRuns: 1)),
            .node(.init(key: "o2", name: "Store#2", isObject: true, bodyRuns: 0)),
            .edge(.init(from: "o2", to: "n1", kind: .subscription, label: "store")),
        ])
        let svg = SVGGraph(snapshot: snapshot, highlighted: ["Child#2"], id: "g").svg()
        func box(_ name: String) -> (x: Double, y: Double) {
            let found = WebPageTests.matches("data-node=\"\(name)\"><(?:rect x|ellipse cx)=\"([^\"]*\" (?:y|cy)=\"[^\"]*)\"", in: svg).first ?? ""
            let numbers = found.split(separator: "\"").compactMap { Double($0) }
            return (numbers.first ?? -1, numbers.last ?? -1)
        }
        // Rows: Store (subscribed by the root) on top; the root with VM (subscribed by its child) beside it; the children.
        #expect(box("Store#2").y < box("Parent#1").y && box("Parent#1").y < box("Child#2").y && box("Child#2").y == box("Other#3").y)
        #expect(box("VM#1").y < box("Child#2").y && box("VM#1").x > box("Parent#1").x, "VM beside its subscriber's parent, not on it")
        #expect(WebPageTests.matches("<g class=\"node ran\" data-node=\"([^\"]*)\"", in: svg) == ["Child#2"])
        #expect(WebPageTests.matches("<path class=\"edge (\\w+)\"", in: svg) == ["child", "child", "subscription", "subscription"])
        #expect(svg.contains("stroke-dasharray=\"6 4\"") && svg.contains(">vm</text>"))
    }
}
