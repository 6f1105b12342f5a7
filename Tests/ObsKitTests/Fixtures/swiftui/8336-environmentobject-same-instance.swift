// SwiftUI from Apple's documentation: every descendant that reads an environmentObject gets the one instance the ancestor supplied
// Apple, environmentObject(_:) (https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)): "object:
// The object to store and make available to the view's hierarchy." Apple, EnvironmentObject: "be sure to set a
// corresponding model object on an ancestor view by calling its environmentObject(_:) modifier." A write through one
// descendant is therefore seen by a read through another.
import SwiftUI

final class Settings: ObservableObject {
    @Published var volume = 5
}

struct Louder: View {
    @EnvironmentObject private var settings: Settings
    var body: some View {
        Button("Louder") { settings.volume += 1 }
    }
}

struct Meter: View {
    @EnvironmentObject private var settings: Settings
    var body: some View {
        Button("Show") { print("volume \(settings.volume)") }
    }
}

struct Panel: View {
    @StateObject private var settings = Settings()
    var body: some View {
        HStack {
            Louder()
            VStack { Meter() }
        }
        .environmentObject(settings)
    }
}

:mount Panel()
:tap "Louder"
:tap "Louder"
:tap "Show"
// expect: volume 7
