// SwiftUI from Apple's documentation: willSet/didSet on an @Observable property still run, and the view updates after
// SE-0395 Observation, "willSet/didSet" (https://github.com/swiftlang/swift-evolution/blob/main/proposals/0395-observability.md):
// observation "is supported for properties with willSet and didSet property observers", preserving their behavior.
// Swift forums, SE-0395 acceptance (https://forums.swift.org/t/accepted-with-revision-se-0395-observability/66760/4):
// SwiftUI schedules its render pass "for the end of the current event loop cycle", after the action's code.
import SwiftUI

@Observable
final class Volume {
    var level = 3 {
        willSet { print("willSet level to \(newValue)") }
        didSet { print("didSet level from \(oldValue)") }
    }
}

struct VolumeView: View {
    @State private var volume = Volume()
    var body: some View {
        let _ = print("VolumeView body \(volume.level)")
        Button("Louder") {
            volume.level += 1
            print("action done")
        }
    }
}

:mount VolumeView()
:tap "Louder"
// expect: VolumeView body 3
// expect: willSet level to 4
// expect: didSet level from 3
// expect: action done
// expect: VolumeView body 4
