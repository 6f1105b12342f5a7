// SwiftUI from Apple's documentation: a Binding(get:set:) given to a Toggle runs its setter with the new value
// Apple, Binding.init(get:set:) (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp):
// "Creates a binding with closures that read and write the binding value." set: "A closure that sets the binding
// value. The closure has the following parameter: newValue: The new value of the binding value."
// Apple, Toggle (https://developer.apple.com/documentation/swiftui/toggle): "A control that toggles between on and off states."
import SwiftUI

struct AlarmView: View {
    @State private var alarmOn = false
    var body: some View {
        let binding = Binding(
            get: { alarmOn },
            set: { newValue in
                print("setter got \(newValue)")
                alarmOn = newValue
            }
        )
        Form {
            Toggle("Alarm", isOn: binding)
            Button("State") { print("alarmOn=\(alarmOn)") }
        }
    }
}

:mount AlarmView()
:toggle "Alarm"
:tap "State"
:toggle "Alarm"
:tap "State"
// expect: setter got true
// expect: alarmOn=true
// expect: setter got false
// expect: alarmOn=false
