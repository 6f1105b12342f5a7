// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (onChange with the old and the new value)
// onChange(of:) reacting to a Toggle (the two-parameter form) and to a Picker (the zero-parameter form), and a
// picker disabled while the alarm is off.
// - "You can use onChange to trigger a side effect as the result of a value changing, such as an Environment key
//   or a Binding"; the action gets "The old value that failed the comparison check" and the new one.
// - https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:): the zero-parameter form; the
//   action reads the state, which already holds the new value.
// - https://developer.apple.com/documentation/swiftui/view/disabled(_:): once the alarm is off again the picker
//   cannot be used (ObsREPL reports the attempt as an error).
import SwiftUI

struct AlarmSettings: View {
    @State private var alarmOn = false
    @State private var sound = "Radar"

    var body: some View {
        Form {
            Toggle("Alarm", isOn: $alarmOn)
            Picker("Sound", selection: $sound) {
                ForEach(["Radar", "Beacon", "Chimes"], id: \.self) { name in
                    Text(name)
                }
            }
            .disabled(!alarmOn)
        }
        .onChange(of: alarmOn) { oldValue, newValue in
            print("alarm \(oldValue) -> \(newValue)")
        }
        .onChange(of: sound) {
            print("sound is now \(sound)")
        }
    }
}

:mount AlarmSettings()
:toggle "Alarm"
// expect: alarm false -> true
:pick "Chimes" in "Sound"
// expect: sound is now Chimes
:toggle "Alarm"
// expect: alarm true -> false
:pick "Beacon" in "Sound"
// expect-error: disabled
