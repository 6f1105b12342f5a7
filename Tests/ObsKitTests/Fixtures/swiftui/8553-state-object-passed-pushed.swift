// SwiftUI from Apple's documentation: ObservedObject — https://developer.apple.com/documentation/swiftui/observedobject (a state object passed to a pushed subview as @ObservedObject: the subview updates when its published properties change, and the owner sees the same object)
import SwiftUI

class DataModel: ObservableObject {
    @Published var count = 0
    init() { print("DataModel init") }
}

struct CounterDetail: View {
    @ObservedObject var model: DataModel
    var body: some View {
        Button("Count: \(model.count)") { model.count += 1 }
    }
}

struct ContentView: View {
    @StateObject private var model = DataModel()
    var body: some View {
        NavigationStack {
            NavigationLink("Counter", value: 0)
                .navigationDestination(for: Int.self) { _ in
                    CounterDetail(model: model)
                }
        }
        .onChange(of: model.count) { _, newValue in
            print("owner sees \(newValue)")
        }
    }
}

:mount ContentView()
:tap "Counter"
:tap "Count: 0"
:tap "Count: 1"
:back
:tap "Counter"
:tap "Count: 2"
// expect: DataModel init
// expect: owner sees 1
// expect: owner sees 2
// expect: owner sees 3
