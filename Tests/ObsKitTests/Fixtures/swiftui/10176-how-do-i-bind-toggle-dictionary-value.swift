// stack-overflow style: "how do I bind a Toggle to a dictionary value?" — a Binding(get:set:) per key reads `flags[key, default: false]` and writes the dictionary back through the view model; the write publishes and the screen re-renders (rules §9.1, §6.3, §15.3)
import SwiftUI

final class FeatureFlags: ObservableObject {
    @Published var flags: [String: Bool] = ["beta": false, "darkMode": true]
}

struct FlagsView: View {
    @StateObject private var store = FeatureFlags()

    private func binding(for key: String) -> Binding<Bool> {
        Binding(
            get: { store.flags[key, default: false] },
            set: { newValue in
                store.flags[key] = newValue
                print("set \(key) = \(newValue)")
            }
        )
    }

    var body: some View {
        let _ = print("FlagsView body: \(store.flags.filter { $0.value }.keys.sorted())")
        Form {
            ForEach(store.flags.keys.sorted(), id: \.self) { key in
                Toggle(key, isOn: binding(for: key))
            }
        }
    }
}

:mount FlagsView()
// expect: FlagsView body: ["darkMode"]
:toggle "beta"
// expect: set beta = true
// expect: FlagsView body: ["beta", "darkMode"]
:toggle "darkMode"
// expect: set darkMode = false
// expect: FlagsView body: ["beta"]
