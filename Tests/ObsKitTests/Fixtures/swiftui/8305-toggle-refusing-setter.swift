// SwiftUI from Apple's documentation: a Binding(get:set:) whose setter ignores writes keeps the Toggle's source of truth unchanged
// Apple, Binding.init(get:set:) (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp):
// "Creates a binding with closures that read and write the binding value." get: "A closure that retrieves the binding value."
// Apple, Binding (https://developer.apple.com/documentation/swiftui/binding): "A binding connects a property to a source of
// truth stored elsewhere, instead of storing data directly." (here the setter decides whether the source of truth changes)
import SwiftUI

struct NetworkSettings: View {
    @State private var wifi = false
    @State private var locked = true
    var body: some View {
        Form {
            Toggle("Wi-Fi", isOn: Binding(
                get: { wifi },
                set: { newValue in
                    if locked { print("locked, ignoring \(newValue)") } else { wifi = newValue }
                }
            ))
            Button("Unlock") { locked = false }
            Button("Summary") { print("wifi=\(wifi)") }
        }
    }
}

:mount NetworkSettings()
:toggle "Wi-Fi"
:tap "Summary"
:tap "Unlock"
:toggle "Wi-Fi"
:tap "Summary"
// expect: locked, ignoring true
// expect: wifi=false
// expect: wifi=true
