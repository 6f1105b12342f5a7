// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicproperty (a DynamicProperty that contains another DynamicProperty: the @State in the nested one and the @State in the outer one both persist and both re-render the view)
import SwiftUI

struct Flag: DynamicProperty {
    @State var isOn = false
}

struct Preferences: DynamicProperty {
    var notifications = Flag()
    @State var volume = 3
}

struct PreferencesView: View {
    private var prefs = Preferences()

    var body: some View {
        let _ = print("body: notifications \(prefs.notifications.isOn), volume \(prefs.volume)")
        VStack {
            Button("Toggle notifications") { prefs.notifications.isOn.toggle() }
            Button("Louder") { prefs.volume += 1 }
        }
    }
}

:mount PreferencesView()
:tap "Toggle notifications"
:tap "Louder"
:tap "Toggle notifications"
// expect: body: notifications false, volume 3
// expect: body: notifications true, volume 3
// expect: body: notifications true, volume 4
// expect: body: notifications false, volume 4
