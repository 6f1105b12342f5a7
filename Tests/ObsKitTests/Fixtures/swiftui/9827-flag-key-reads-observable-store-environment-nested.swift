// Settings without @AppStorage, through a DynamicProperty of our own: @Flag(key:) reads an @Observable store from the environment (a nested @Environment gets its box); each row reads the store's one dictionary, so toggling either flag re-runs both rows (rules §7.1, §8.3, §14.2, §9.1)
import SwiftUI

@Observable
final class FlagStore {
    var flags: [String: Bool] = [:]
}

@propertyWrapper
struct Flag: DynamicProperty {
    @Environment(FlagStore.self) private var store
    let key: String

    init(key: String) {
        self.key = key
    }

    var wrappedValue: Bool {
        get { store.flags[key] ?? false }
        nonmutating set { store.flags[key] = newValue }
    }

    var projectedValue: Binding<Bool> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

struct SoundRow: View {
    @Flag(key: "sound") var sound: Bool

    var body: some View {
        let _ = print("SoundRow body: \(sound)")
        Toggle("Sound", isOn: $sound)
    }
}

struct HapticsRow: View {
    @Flag(key: "haptics") var haptics: Bool

    var body: some View {
        let _ = print("HapticsRow body: \(haptics)")
        Toggle("Haptics", isOn: $haptics)
    }
}

struct FlagSettingsScreen: View {
    @State private var store = FlagStore()

    var body: some View {
        let _ = print("FlagSettingsScreen body")
        Form {
            SoundRow()
            HapticsRow()
        }
        .environment(store)
    }
}

:mount FlagSettingsScreen()
// expect: FlagSettingsScreen body
// expect: SoundRow body: false
// expect: HapticsRow body: false
:toggle "Sound"
// expect: SoundRow body: true
// expect: HapticsRow body: false
:toggle "Haptics"
// expect: SoundRow body: true
// expect: HapticsRow body: true
