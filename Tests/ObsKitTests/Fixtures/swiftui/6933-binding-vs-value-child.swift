// Q (Stack Overflow style): "Child view doesn't update the parent's @State — @State vs @Binding"
// "I pass `wifi` to LocalToggle, which declares `@State var isOn: Bool`. Flipping it there doesn't change the
// parent, and when the parent changes `wifi` the child runs its body but keeps showing its own value."
// Accepted answer: `@State var isOn` makes the child own a *copy*: its storage is set once from the first value and
// later values are ignored (rules §3.2). The parent's new value still makes the child's struct differ (@State
// compares its initial value, rules §2.5), so its body runs — showing the old state. `@Binding` reads and writes the
// parent's storage: the write changes the parent's `wifi`, which the parent's body reads, and the child that read
// the binding runs too (rules §9.3). LocalToggle's own button changes only LocalToggle.
// Source: rules §2.5, §3.2, §3.5, §9.3; Apple https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct LocalToggle: View {
    @State var isOn: Bool

    var body: some View {
        let _ = print("LocalToggle body: \(isOn)")
        Button("Local \(isOn ? "on" : "off")") { isOn.toggle() }
    }
}

struct BoundToggle: View {
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("BoundToggle body: \(isOn)")
        Button("Bound \(isOn ? "on" : "off")") { isOn.toggle() }
    }
}

struct NetworkSettingsView: View {
    @State private var wifi = false

    var body: some View {
        let _ = print("NetworkSettingsView body: wifi \(wifi)")
        VStack {
            LocalToggle(isOn: wifi)
            BoundToggle(isOn: $wifi)
        }
    }
}

:mount NetworkSettingsView()
// expect: NetworkSettingsView body: wifi false
// expect: LocalToggle body: false
// expect: BoundToggle body: false
:tap "Bound off"
// expect: NetworkSettingsView body: wifi true
// expect: LocalToggle body: false
// expect: BoundToggle body: true
:tap "Local off"
// expect: LocalToggle body: true
:tap "Bound on"
// expect: NetworkSettingsView body: wifi false
// expect: LocalToggle body: true
// expect: BoundToggle body: false
