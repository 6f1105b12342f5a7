// Apple sample style (Food Truck donuts): a toolbar Menu with sort buttons writing an @AppStorage preference; views that read it run again, the store's order is computed (rules §15.14, §15.9, §15.4)
import SwiftUI

@Observable
final class DonutStore {
    var donuts: [String: Int] = ["Glazed": 12, "Sprinkles": 30, "Maple": 7]
    init() { print("DonutStore init") }
    func sorted(byName: Bool) -> [String] {
        byName ? donuts.keys.sorted() : donuts.keys.sorted { donuts[$0]! > donuts[$1]! }
    }
}

struct DonutList: View {
    @Environment(DonutStore.self) private var store
    @AppStorage("sortByName") private var sortByName = true
    var body: some View {
        let names = store.sorted(byName: sortByName)
        let _ = print("DonutList body \(names.joined(separator: ","))")
        List(names, id: \.self) { name in
            Text(name)
        }
        .toolbar {
            Menu("Sort") {
                Button("By Name") { sortByName = true; print("sort by name") }
                Button("By Sales") { sortByName = false; print("sort by sales") }
            }
        }
    }
}

struct ContentView: View {
    @State private var store = DonutStore()
    var body: some View {
        let _ = print("ContentView body")
        NavigationStack {
            DonutList()
                .navigationTitle("Donuts")
        }
        .environment(store)
    }
}

:mount ContentView()
// expect: DonutStore init
// expect: ContentView body
// expect: DonutList body Glazed,Maple,Sprinkles
:tap "Sort"
:tap "By Sales"
// expect: sort by sales
// expect: DonutList body Sprinkles,Glazed,Maple
:tap "Sort"
:tap "By Sales"
// expect: sort by sales
:tap "Sort"
:tap "By Name"
// expect: sort by name
// expect: DonutList body Glazed,Maple,Sprinkles
