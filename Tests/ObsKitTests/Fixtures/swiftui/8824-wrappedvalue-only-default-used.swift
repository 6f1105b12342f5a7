// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-26q9z (the wrappedValue is only the default used when no value is specified for the key: a value already in UserDefaults wins over it)
import SwiftUI

struct ProfileHeader: View {
    @AppStorage("displayName") private var displayName = "Guest"
    @AppStorage("level") private var level = 1

    var body: some View {
        Button("Show profile") { print("\(displayName) at level \(level)") }
    }
}

UserDefaults.standard.set("Ada", forKey: "displayName")

:mount ProfileHeader()
:tap "Show profile"
// expect: Ada at level 1
