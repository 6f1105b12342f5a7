// environment and custom wrappers style: a @Setting("key") wrapper of our own over one shared ObservableObject store (a nested @ObservedObject), with a projectedValue Binding for a Toggle; the shared store is made once, at the first wrapper's init, and any change re-runs every view holding a @Setting, even one for another key (rules §7.1, §5.1, §6.5, §9.1)
import SwiftUI

final class PreferenceStore: ObservableObject {
    static let shared = PreferenceStore()

    @Published var flags: [String: Bool] = [:]

    init() { print("PreferenceStore init") }
}

@propertyWrapper
struct Setting: DynamicProperty {
    @ObservedObject private var store = PreferenceStore.shared
    private let key: String
    private let fallback: Bool

    init(wrappedValue: Bool, _ key: String) {
        self.fallback = wrappedValue
        self.key = key
    }

    var wrappedValue: Bool {
        get { store.flags[key] ?? fallback }
        nonmutating set { store.flags[key] = newValue }
    }

    var projectedValue: Binding<Bool> {
        Binding(
            get: { store.flags[key] ?? fallback },
            set: { store.flags[key] = $0 }
        )
    }
}

struct HapticsRow: View {
    @Setting("haptics") private var haptics = false

    var body: some View {
        let _ = print("HapticsRow body: \(haptics)")
        Toggle("Haptics", isOn: $haptics)
    }
}

struct HapticsStatus: View {
    @Setting("haptics") private var haptics = false

    var body: some View {
        let _ = print("HapticsStatus body: \(haptics)")
        Text(haptics ? "Haptics on" : "Haptics off")
    }
}

struct SoundStatus: View {
    @Setting("sound") private var sound = true

    var body: some View {
        let _ = print("SoundStatus body: \(sound)")
        Text(sound ? "Sound on" : "Sound off")
    }
}

struct PreferencesPage: View {
    var body: some View {
        let _ = print("PreferencesPage body")
        Form {
            HapticsRow()
            HapticsStatus()
            SoundStatus()
        }
    }
}

:mount PreferencesPage()
// expect: PreferencesPage body
// expect: PreferenceStore init
// expect: HapticsRow body: false
// expect: HapticsStatus body: false
// expect: SoundStatus body: true
:toggle "Haptics"
// expect: HapticsRow body: true
// expect: HapticsStatus body: true
// expect: SoundStatus body: true
