// combine style: one set of a @Published property with didSet, watched by an objectWillChange sink and a `$level` sink made in init: objectWillChange first (old value stored), then the $level sink with the new value (old still stored), then didSet, then one body; an equal assignment publishes and runs the body again (rules §6.3, §15.6, T1, T12)
import SwiftUI
import Combine

final class VolumeModel: ObservableObject {
    @Published var level = 5 {
        didSet { print("didSet level=\(level) (was \(oldValue))") }
    }
    private var bag = Set<AnyCancellable>()

    init() {
        objectWillChange
            .sink { [weak self] _ in print("objectWillChange: level still \(self?.level ?? -1)") }
            .store(in: &bag)
        $level
            .sink { [weak self] value in print("$level sink: \(value), stored \(self?.level ?? -1)") }
            .store(in: &bag)
    }
}

struct VolumeView: View {
    @StateObject private var model = VolumeModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Level \(model.level)")
            Button("Up") { model.level += 1 }
            Button("Same") { model.level = model.level }
        }
    }
}

:mount VolumeView()
// expect: $level sink: 5, stored 5
// expect: VolumeView: @self, @identity, _model changed.
:tap "Up"
// expect: objectWillChange: level still 5
// expect: $level sink: 6, stored 5
// expect: didSet level=6 (was 5)
// expect: VolumeView: _model changed.
:tap "Same"
// expect: objectWillChange: level still 6
// expect: $level sink: 6, stored 6
// expect: didSet level=6 (was 6)
// expect: VolumeView: _model changed.
