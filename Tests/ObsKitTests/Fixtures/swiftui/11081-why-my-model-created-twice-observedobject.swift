// Swift Forums style (why is my model created twice): @ObservedObject made inline is remade at every parent render, @StateObject keeps one (rules §5.3, §4.2, §4.3, §2.5)
import SwiftUI
import Combine

final class TallyModel: ObservableObject {
    @Published var count = 0
    let tag: String
    init(tag: String) {
        self.tag = tag
        print("TallyModel \(tag) init")
    }
    deinit { print("TallyModel \(tag) deinit") }
}

struct ObservedTally: View {
    @ObservedObject var model = TallyModel(tag: "observed")
    var body: some View {
        let _ = print("ObservedTally body \(model.count)")
        Button("Observed +1") { model.count += 1 }
    }
}

struct OwnedTally: View {
    @StateObject var model = TallyModel(tag: "owned")
    var body: some View {
        let _ = print("OwnedTally body \(model.count)")
        Button("Owned +1") { model.count += 1 }
    }
}

struct ContentView: View {
    @State private var refreshes = 0
    var body: some View {
        let _ = print("ContentView body \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            ObservedTally()
            OwnedTally()
        }
    }
}

:mount ContentView()
// expect: ContentView body 0
// expect: TallyModel observed init
// expect: ObservedTally body 0
// expect: TallyModel owned init
// expect: OwnedTally body 0
:tap "Observed +1"
// expect: ObservedTally body 1
:tap "Owned +1"
// expect: OwnedTally body 1
:tap "Refresh"
// expect: ContentView body 1
// expect: TallyModel observed init
// expect: TallyModel observed deinit
// expect: ObservedTally body 0
:tap "Observed +1"
// expect: ObservedTally body 1
:tap "Owned +1"
// expect: OwnedTally body 2
