// Blog style (same value, new body?): two wrappers store a level, one in a nested @State and one in a @Published property of a nested @StateObject; writing the value it already has runs no body through @State but runs one through @Published every time (rules §3.4, §6.3, §7.3, §12.1, §12.2, T12)
import SwiftUI
import Combine

@propertyWrapper
struct StateLevel: DynamicProperty {
    @State private var level = 0

    var wrappedValue: Int {
        get { level }
        nonmutating set { level = newValue }
    }
}

final class LevelBox: ObservableObject {
    @Published var level = 0
}

@propertyWrapper
struct PublishedLevel: DynamicProperty {
    @StateObject private var box = LevelBox()

    var wrappedValue: Int {
        get { box.level }
        nonmutating set { box.level = newValue }
    }
}

struct LevelsView: View {
    @StateLevel var stateLevel: Int
    @PublishedLevel var publishedLevel: Int

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("state \(stateLevel), published \(publishedLevel)")
            Button("Set state to 3") { stateLevel = 3 }
            Button("Set published to 3") { publishedLevel = 3 }
        }
    }
}

:mount LevelsView()
// expect: LevelsView: @self, @identity, _stateLevel, _publishedLevel changed.
:tap "Set state to 3"
// expect: LevelsView: _stateLevel changed.
:tap "Set state to 3"
:tap "Set published to 3"
// expect: LevelsView: _publishedLevel changed.
:tap "Set published to 3"
// expect: LevelsView: _publishedLevel changed.
:tap "Set state to 3"
