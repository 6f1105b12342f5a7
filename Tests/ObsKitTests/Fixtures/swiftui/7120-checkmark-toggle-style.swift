// A checkbox-like ToggleStyle for iOS (the one Apple's ToggleStyle page sketches): a Button that calls
// `configuration.isOn.toggle()`, with a checkmark square and the label, offered as `.toggleStyle(.checkmark)` and set
// once on a shopping checklist.
// What SwiftUI does: a toggle style reaches every toggle below it; makeBody runs in a node of its own per toggle and
// gets the toggle's binding as `configuration.isOn` (rules §15.26; Apple `togglestyle`, `togglestyleconfiguration/ison`).
// A tap flips the binding; the parent reads both flags, so it runs, and the tapped toggle's makeBody runs because a
// binding it read changed (rules §15.26, §9.3). The other toggle's binding keeps its value and its style is equal,
// so its makeBody does not run (rules §2.1, §2.5). `:toggle` flips a styled toggle's binding as VoiceOver would
// (rules §15.26).
// Sources: rules §2.1, §2.5, §3.5, §9.3, §15.26; https://developer.apple.com/documentation/swiftui/togglestyle
// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison
import SwiftUI

struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = print("CheckmarkToggleStyle makeBody: \(configuration.isOn)")
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == CheckmarkToggleStyle {
    static var checkmark: CheckmarkToggleStyle { CheckmarkToggleStyle() }
}

struct ShoppingChecklist: View {
    @State private var milk = false
    @State private var eggs = false

    var body: some View {
        let _ = print("ShoppingChecklist body: milk \(milk), eggs \(eggs)")
        VStack(alignment: .leading, spacing: 8) {
            Toggle("Milk", isOn: $milk)
            Toggle("Eggs", isOn: $eggs)
            Text(milk && eggs ? "All done" : "Still shopping")
        }
        .toggleStyle(.checkmark)
    }
}

:mount ShoppingChecklist()
// expect: ShoppingChecklist body: milk false, eggs false
// expect: CheckmarkToggleStyle makeBody: false
// expect: CheckmarkToggleStyle makeBody: false
:tap "Milk"
// expect: ShoppingChecklist body: milk true, eggs false
// expect: CheckmarkToggleStyle makeBody: true
:toggle "Eggs"
// expect: ShoppingChecklist body: milk true, eggs true
// expect: CheckmarkToggleStyle makeBody: true
:tap "Milk"
// expect: ShoppingChecklist body: milk false, eggs true
// expect: CheckmarkToggleStyle makeBody: false
