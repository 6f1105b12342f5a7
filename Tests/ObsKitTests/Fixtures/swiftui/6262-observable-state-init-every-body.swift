// "My @Observable class in @State is initialized on every parent body": @State's initial expression runs at each struct init and only the first instance is kept; the fix is an optional @State filled in onAppear (SEMANTICS §3 "the initial expression runs on every struct init", "later initial values are ignored"; T6; Apple: State "avoid side effects")
import SwiftUI
import Observation

@Observable
final class FilterState {
    static var made = 0
    let serial: Int
    var keyword = ""

    init() {
        FilterState.made += 1
        serial = FilterState.made
        print("FilterState #\(serial) init")
    }
}

struct EagerFilter: View {
    @State private var filter = FilterState()

    var body: some View {
        VStack {
            Text("Keyword: \(filter.keyword)")
            Button("Eager: add x") { filter.keyword += "x" }
            Button("Eager: which") {
                print("eager uses #\(filter.serial), keyword '\(filter.keyword)'")
            }
        }
    }
}

struct LazyFilter: View {
    @State private var filter: FilterState?

    var body: some View {
        VStack {
            Button("Lazy: which") {
                print("lazy uses #\(filter?.serial ?? 0)")
            }
        }
        .onAppear {
            if filter == nil {
                filter = FilterState()
            }
        }
    }
}

struct FilterScreen: View {
    @State private var page = 1

    var body: some View {
        VStack {
            Text("Page \(page)")
            Button("Next page") { page += 1 }
            EagerFilter()
            LazyFilter()
        }
    }
}

:mount FilterScreen()
:tap "Eager: add x"
:tap "Next page"
:tap "Next page"
:tap "Eager: which"
:tap "Lazy: which"

// expect: FilterState #1 init
// expect: FilterState #2 init
// expect: FilterState #3 init
// expect: FilterState #4 init
// expect: eager uses #1, keyword 'x'
// expect: lazy uses #2
