// Kodeco style (@StateObject vs @ObservedObject): a model made inline in @ObservedObject is made again at each parent render and the old one deinits after, while the @StateObject one is made once, right before its view's first body (rules §2.5, §4.2, §4.3, §5.3)
import SwiftUI
import Combine

final class CounterModel: ObservableObject {
    let label: String
    @Published var count = 0

    init(label: String) {
        self.label = label
        print("CounterModel \(label) init")
    }

    deinit {
        print("CounterModel \(label) deinit")
    }
}

struct OwnedCounter: View {
    @StateObject private var model = CounterModel(label: "owned")

    var body: some View {
        let _ = print("OwnedCounter body count=\(model.count)")
        Button("Inc owned \(model.count)") { model.count += 1 }
    }
}

struct ObservedCounter: View {
    @ObservedObject var model = CounterModel(label: "observed")

    var body: some View {
        let _ = print("ObservedCounter body count=\(model.count)")
        Button("Inc observed \(model.count)") { model.count += 1 }
    }
}

struct ParentView: View {
    @State private var renders = 0

    var body: some View {
        let _ = print("ParentView body renders=\(renders)")
        VStack {
            Button("Bump Parent") { renders += 1 }
            OwnedCounter()
            ObservedCounter()
        }
    }
}

:mount ParentView()
// expect: ParentView body renders=0
// expect: CounterModel observed init
// expect: CounterModel owned init
// expect: OwnedCounter body count=0
// expect: ObservedCounter body count=0
:tap "Inc owned 0"
// expect: OwnedCounter body count=1
:tap "Inc observed 0"
// expect: ObservedCounter body count=1
:tap "Bump Parent"
// expect: ParentView body renders=1
// expect: CounterModel observed init
// expect: CounterModel observed deinit
// expect: ObservedCounter body count=0
