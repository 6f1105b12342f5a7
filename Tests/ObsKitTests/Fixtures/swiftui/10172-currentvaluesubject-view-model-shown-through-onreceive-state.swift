// stack-overflow style: a CurrentValueSubject in a view model, shown through onReceive into @State — subscribing delivers the current value at once (the handler's write re-runs the body in the mount's turn); sending on the subject does not touch objectWillChange, so only the @State write makes the view update (rules §6.1, §3.4, §10.1)
import SwiftUI
import Combine

final class VolumeModel: ObservableObject {
    let level = CurrentValueSubject<Int, Never>(5)

    func up() {
        level.send(level.value + 1)
    }
}

struct VolumeView: View {
    @StateObject private var model = VolumeModel()
    @State private var shown = 0

    var body: some View {
        let _ = print("VolumeView body: shown=\(shown)")
        VStack {
            Text("Volume \(shown)")
            Button("Up") { model.up() }
        }
        .onReceive(model.level) { value in
            print("received \(value)")
            shown = value
        }
    }
}

:mount VolumeView()
// expect: VolumeView body: shown=0
// expect: received 5
// expect: VolumeView body: shown=5
:tap "Up"
// expect: received 6
// expect: VolumeView body: shown=6
:tap "Up"
// expect: received 7
// expect: VolumeView body: shown=7
