// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/toggle/init(_:sources:ison:)-39rkx (one "All notifications" toggle over an array of three Bool bindings, key path \.self)
// init(_:sources:isOn:) "Creates a toggle representing a collection of values"; isOn is "The key path of the values
// that determines whether the toggle is on, mixed or off". Here the sources are the bindings themselves, so the key
// path is \.self. Turning the collection toggle on or off writes every source binding; the three writes come from
// one tap, so the body runs once for them. The toggle is only flipped when all sources agree (the page does not say
// what a tap on a mixed toggle does).
// - Mount: sound on, badges off, banners on (mixed).
// - "Badges" on: all three on. "All notifications": all off. Again: all on.
import SwiftUI

struct NotificationSettings: View {
    @State private var sound = true
    @State private var badges = false
    @State private var banners = true

    var body: some View {
        let _ = print("sound \(sound), badges \(badges), banners \(banners)")
        Form {
            Section {
                Toggle("All notifications", sources: [$sound, $badges, $banners], isOn: \.self)
            }
            Section("Kinds") {
                Toggle("Sound", isOn: $sound)
                Toggle("Badges", isOn: $badges)
                Toggle("Banners", isOn: $banners)
            }
        }
    }
}

:mount NotificationSettings()
// expect: sound true, badges false, banners true
:toggle "Badges"
// expect: sound true, badges true, banners true
:toggle "All notifications"
// expect: sound false, badges false, banners false
:toggle "All notifications"
// expect: sound true, badges true, banners true
:toggle "Sound"
// expect: sound false, badges true, banners true
