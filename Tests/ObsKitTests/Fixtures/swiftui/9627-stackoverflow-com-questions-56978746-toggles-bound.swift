// Stack Overflow, "How do I bind a SwiftUI element to a value in a Dictionary?", https://stackoverflow.com/questions/56978746 — toggles bound to dictionary values with a `binding(for:)` helper built on Binding(get:set:), an optional key through the failable Binding(_:) initializer, and which rows re-render
// The answers: `$dict[key]` is a Binding<Bool?>, so wrap it: `Binding(get: { self.dict[key] ?? false }, set: {
// self.dict[key] = $0 })`; Apple's Binding.init?(_ base: Binding<Value?>) is nil while the value is nil. A
// Binding(get:set:) made in the parent's body never equals the previous one, so every row given one re-runs
// whenever the parent does (rules §2.5, §9.1, §9.4); the parent reads the dictionary (its keys), so it re-runs
// on every write.
import SwiftUI

struct FlagRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("row \(title): \(isOn)")
        Toggle(title, isOn: $isOn)
    }
}

struct ContentView: View {
    @State private var flags: [String: Bool] = ["Wi-Fi": true, "Bluetooth": false]

    func binding(for key: String) -> Binding<Bool> {
        return Binding(get: {
            return self.flags[key] ?? false
        }, set: {
            self.flags[key] = $0
        })
    }

    var body: some View {
        let _ = print("ContentView body: \(flags.keys.sorted().joined(separator: ","))")
        Form {
            ForEach(flags.keys.sorted(), id: \.self) { key in
                FlagRow(title: key, isOn: binding(for: key))
            }
            if let airplane = Binding($flags["Airplane"]) {
                Toggle("Airplane", isOn: airplane)
            }
            Button("Add Airplane") { flags["Airplane"] = false }
            Button("Report") {
                print(flags.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
            }
        }
    }
}

:mount ContentView()
// expect: ContentView body: Bluetooth,Wi-Fi
// expect: row Bluetooth: false
// expect: row Wi-Fi: true
:toggle "Bluetooth"
// expect: ContentView body: Bluetooth,Wi-Fi
// expect: row Bluetooth: true
// expect: row Wi-Fi: true
:tap "Add Airplane"
// expect: ContentView body: Airplane,Bluetooth,Wi-Fi
// expect: row Airplane: false
// expect: row Bluetooth: true
// expect: row Wi-Fi: true
:toggle "Airplane"
// expect: ContentView body: Airplane,Bluetooth,Wi-Fi
// expect: row Airplane: true
// expect: row Bluetooth: true
// expect: row Wi-Fi: true
:tap "Report"
// expect: Airplane=true Bluetooth=true Wi-Fi=true
