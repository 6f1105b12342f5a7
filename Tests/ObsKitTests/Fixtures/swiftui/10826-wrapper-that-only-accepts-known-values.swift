// Blog style (a wrapper that only accepts known values): @Filter(options:) projects a Binding(get:set:) that rejects values outside its options; a Picker drives it, and .task(id:) on the filter restarts the load after each accepted change (rules §9.1, §11.3, §3.4, §15.5, §7.1)
import SwiftUI

@propertyWrapper
struct Filter: DynamicProperty {
    @State private var selection: String
    let options: [String]

    init(wrappedValue: String, options: [String]) {
        _selection = State(initialValue: wrappedValue)
        self.options = options
    }

    var wrappedValue: String { selection }

    var projectedValue: Binding<String> {
        Binding(
            get: { selection },
            set: { newValue in
                if options.contains(newValue) {
                    selection = newValue
                } else {
                    print("rejected \(newValue)")
                }
            }
        )
    }
}

struct IssuesView: View {
    @Filter(options: ["all", "open", "closed"]) var filter = "all"

    var body: some View {
        let _ = print("IssuesView body: \(filter)")
        VStack {
            Picker("Show", selection: $filter) {
                Text("All").tag("all")
                Text("Open").tag("open")
                Text("Closed").tag("closed")
            }
            Button("Show archived") {
                $filter.wrappedValue = "archived"
            }
        }
        .task(id: filter) {
            print("loading \(filter) issues")
            try? await Task.sleep(for: .seconds(1))
            print("loaded \(filter) issues")
        }
    }
}

:mount IssuesView()
// expect: IssuesView body: all
// expect: loading all issues
:advance 1s
// expect: loaded all issues
:pick "Open" in "Show"
// expect: IssuesView body: open
// expect: loading open issues
:tap "Show archived"
// expect: rejected archived
:advance 1s
// expect: loaded open issues
:pick "Closed" in "Show"
// expect: IssuesView body: closed
// expect: loading closed issues
:advance 1s
// expect: loaded closed issues
