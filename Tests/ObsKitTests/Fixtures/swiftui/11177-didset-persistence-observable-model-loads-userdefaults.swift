// Tutorial style (didSet persistence): an @Observable model loads from UserDefaults.standard in init and writes back in didSet; a Stepper edits it and the view re-runs by read tracking (rules §15.6, §8.1, §8.3, §15.14)
import SwiftUI
import Observation

@Observable
final class VolumeModel {
    var level: Int {
        didSet {
            UserDefaults.standard.set(level, forKey: "volumeLevel")
            print("didSet wrote \(level)")
        }
    }

    init() {
        level = UserDefaults.standard.integer(forKey: "volumeLevel")
        print("VolumeModel loaded \(level)")
    }
}

struct VolumeView: View {
    @State private var model = VolumeModel()
    var body: some View {
        let _ = print("VolumeView body level \(model.level)")
        Stepper("Volume", value: $model.level, in: 0...10)
    }
}
:mount VolumeView()
// expect: VolumeModel loaded 0
// expect: VolumeView body level 0
:step "Volume" up 2
// expect: didSet wrote 1
// expect: VolumeView body level 1
// expect: didSet wrote 2
// expect: VolumeView body level 2
:step "Volume" down
// expect: didSet wrote 1
// expect: VolumeView body level 1
print("stored:", UserDefaults.standard.integer(forKey: "volumeLevel"))
// expect: stored: 1
