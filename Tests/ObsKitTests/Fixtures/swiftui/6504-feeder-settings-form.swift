// Apple tutorial style (a settings Form, Backyard Birds-like, own code): TextField, Stepper, Toggle and Picker.
// Each control writes its @State through a binding; the body that read the state runs once per change (rules §3.4,
// §3.5, §10.1). A Picker whose options come from a ForEach tags each option with its element's id, here the enum
// case itself, so no `.tag` is needed (rules §15.5, Apple `picker`). Typing is one turn per character.
import SwiftUI

enum SeedType: String, CaseIterable, Identifiable {
    case sunflower, millet, nyjer
    var id: Self { self }
}

struct FeederSettings: View {
    @State private var name = "Garden"
    @State private var capacity = 2
    @State private var isHeated = false
    @State private var seed = SeedType.sunflower

    var body: some View {
        let _ = print("FeederSettings: \(name), \(capacity) kg, heated \(isHeated), \(seed.rawValue)")
        NavigationStack {
            Form {
                Section("Feeder") {
                    TextField("Name", text: $name)
                    Stepper("Capacity: \(capacity) kg", value: $capacity, in: 1...5)
                }
                Section("Options") {
                    Toggle("Heated", isOn: $isHeated)
                    Picker("Seed", selection: $seed) {
                        ForEach(SeedType.allCases) { seed in
                            Text(seed.rawValue.capitalized)
                        }
                    }
                }
            }
            .navigationTitle("Feeder Settings")
        }
    }
}

:mount FeederSettings()
// expect: FeederSettings: Garden, 2 kg, heated false, sunflower
:type " 2" into "Name"
// expect: FeederSettings: Garden , 2 kg, heated false, sunflower
// expect: FeederSettings: Garden 2, 2 kg, heated false, sunflower
:step "Capacity: 2 kg" up 2
// expect: FeederSettings: Garden 2, 3 kg, heated false, sunflower
// expect: FeederSettings: Garden 2, 4 kg, heated false, sunflower
:toggle "Heated"
// expect: FeederSettings: Garden 2, 4 kg, heated true, sunflower
:pick "Nyjer" in "Seed"
// expect: FeederSettings: Garden 2, 4 kg, heated true, nyjer
:pick "Millet" in "Seed"
// expect: FeederSettings: Garden 2, 4 kg, heated true, millet
