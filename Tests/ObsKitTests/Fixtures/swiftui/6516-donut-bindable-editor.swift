// WWDC23 "Discover Observation in SwiftUI" style: @Bindable in an editor subview gives a TextField a binding into an @Observable donut; tests which bodies run per keystroke.
// @Bindable is a plain wrapper, not a DynamicProperty; `$donut.name` binds object and key path, and making it reads
// `name`, so DonutEditor's body depends on `name` (Apple `bindable`; rules §8.5, §9.2). DonutDetail shows the name,
// so it depends on it too. Each keystroke (one turn of :type) writes `name` once: DonutDetail runs, then its child
// DonutEditor, each once (parent first, rules §2.8, §10.1); the editor's new value holds the same object, equal
// (rules §2.3), so it runs once, for its own dependency. `frosting` is read by no body: changing it runs none.
import SwiftUI

@Observable
final class Donut {
    var name: String
    var frosting = "Chocolate"

    init(name: String) {
        self.name = name
    }
}

struct DonutEditor: View {
    @Bindable var donut: Donut

    var body: some View {
        let _ = print("DonutEditor body")
        Form {
            TextField("Name", text: $donut.name)
            Button("Switch Frosting") {
                donut.frosting = donut.frosting == "Chocolate" ? "Vanilla" : "Chocolate"
                print("frosting -> \(donut.frosting)")
            }
        }
    }
}

struct DonutDetail: View {
    let donut: Donut

    var body: some View {
        let _ = print("DonutDetail body, \(donut.name)")
        VStack {
            Text(donut.name)
            DonutEditor(donut: donut)
        }
    }
}

struct DonutEditorRoot: View {
    @State private var donut = Donut(name: "Glazed")

    var body: some View {
        DonutDetail(donut: donut)
    }
}

:mount DonutEditorRoot()
// expect: DonutDetail body, Glazed
// expect: DonutEditor body
:type "!" into "Name"
// expect: DonutDetail body, Glazed!
// expect: DonutEditor body
:tap "Switch Frosting"
// expect: frosting -> Vanilla
:type "?" into "Name"
// expect: DonutDetail body, Glazed!?
// expect: DonutEditor body
:tap "Switch Frosting"
// expect: frosting -> Chocolate
