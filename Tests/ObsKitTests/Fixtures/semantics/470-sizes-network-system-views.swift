// Views that need a size, the network or the system (rules §15.20; Apple's pages `viewthatfits`, `anylayout`,
// `timelineview`, `asyncimage`, `colorpicker`, `sharelink`, `outlinegroup`). ViewThatFits shows its first
// candidate (ObsREPL's choice: no layout sizes). AnyLayout keeps the subviews' state when the layout type
// changes ("without destroying the state of the subviews"). AsyncImage shows its placeholder, or calls its
// content with `.empty` (ObsREPL's choice: no network). TimelineView's content is a node of its own whose context has a date. OutlineGroup's
// nodes with children start collapsed; a tap gesture on a row label runs rather than expanding it.
import SwiftUI

struct Tally: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

struct Node: Identifiable {
    let id: Int
    let title: String
    var children: [Node]? = nil
}

struct Gallery: View {
    @State private var stacked = false
    @State private var tint = Color.red
    let nodes = [Node(id: 1, title: "Root", children: [Node(id: 2, title: "Leaf")]), Node(id: 3, title: "Alone")]

    var body: some View {
        let layout = stacked ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout(spacing: 4))
        VStack {
            ViewThatFits {
                Text("wide choice")
                Text("narrow choice")
            }
            layout {
                Tally(name: "A")
                Tally(name: "B")
            }
            Toggle("Stacked", isOn: $stacked)
            AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                image.resizable()
            } placeholder: {
                Text("loading")
            }
            AsyncImage(url: URL(string: "https://example.com/b.png")) { phase in
                if case .empty = phase { Text("phase empty") } else { Text("phase other") }
            }
            TimelineView(.everyMinute) { context in
                Text(context.date > Date.distantPast ? "has a date" : "no date")
            }
            ColorPicker("Tint", selection: $tint)
            ShareLink("Send", item: "hello")
            List {
                OutlineGroup(nodes, children: \.children) { node in
                    Text(node.title).onTapGesture { print("tapped", node.title) }
                }
            }
        }
    }
}

:mount Gallery()
:tap "A 0"
:toggle "Stacked"
:tap "A 1"
:tap "Root"
:tap "Alone"
:tree

// expect: tapped Root
// expect: tapped Alone
// expect: Gallery#1
// expect:   VStack
// expect:     ViewThatFits
// expect:       Text "wide choice"
// expect:     AnyLayout
// expect:       Tally#2
// expect:         Button "A 2"
// expect:       Tally#3
// expect:         Button "B 0"
// expect:     Toggle "Stacked" = true
// expect:     AsyncImage
// expect:       Text "loading"
// expect:     AsyncImage
// expect:       Text "phase empty"
// expect:     TimelineView
// expect:       TimelineView#4
// expect:         Text "has a date"
// expect:     ColorPicker
// expect:       Text "Tint"
// expect:     ShareLink
// expect:       Text "Send"
// expect:     List
// expect:       row #5
// expect:         DisclosureGroup "Root"
// expect:       row #6
// expect:         Text "Alone"  .onTapGesture
