// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/togglestyle (ChecklistToggleStyle drawn as a button)
// Apple's ToggleStyle page: the style's makeBody returns a Button whose action is `configuration.isOn.toggle()` and
// whose label is an image (checkmark.circle.fill or circle) beside `configuration.label`; an extension on ToggleStyle
// gives it the `.checklist` name. Tapping that button writes the toggle's binding, so onChange(of:) sees each flip,
// as it does for a flip made with the toggle itself (VoiceOver's action).
// - Tap "Buy groceries"; flip "Buy milk"; tap "Buy milk"; tap "Buy groceries".
import SwiftUI

struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn
                        ? "checkmark.circle.fill"
                        : "circle")
                configuration.label
            }
        }
        .tint(.primary)
        .buttonStyle(.borderless)
    }
}

extension ToggleStyle where Self == ChecklistToggleStyle {
    static var checklist: ChecklistToggleStyle { .init() }
}

struct Groceries: View {
    @State private var groceries = false
    @State private var milk = true

    var body: some View {
        VStack {
            Toggle("Buy groceries", isOn: $groceries)
            Toggle("Buy milk", isOn: $milk)
        }
        .toggleStyle(.checklist)
        .onChange(of: groceries) { _, newValue in print("groceries: \(newValue)") }
        .onChange(of: milk) { _, newValue in print("milk: \(newValue)") }
    }
}

:mount Groceries()
:tap "Buy groceries"
// expect: groceries: true
:toggle "Buy milk"
// expect: milk: false
:tap "Buy milk"
// expect: milk: true
:tap "Buy groceries"
// expect: groceries: false
