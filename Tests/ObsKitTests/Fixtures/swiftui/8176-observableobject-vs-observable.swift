// SwiftUI from Apple's documentation: ObservableObject updates on any @Published change, @Observable only on what body read
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "When published properties of the
// observable object change, SwiftUI updates any view that depends on the object." Apple, Migrating from the Observable
// Object protocol to the Observable macro (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro):
// Observation updates views on changes to "the observable properties that a view's body reads instead of any property
// changes that occur to an observable object". Both views read `shown` only and bump `hidden`.
import SwiftUI

final class OldModel: ObservableObject {
    @Published var shown = 0
    @Published var hidden = 0
}

@Observable
final class NewModel {
    var shown = 0
    var hidden = 0
}

struct OldView: View {
    @StateObject private var model = OldModel()
    var body: some View {
        let _ = print("OldView body \(model.shown)")
        Button("Bump hidden") { model.hidden += 1 }
    }
}

struct NewView: View {
    @State private var model = NewModel()
    var body: some View {
        let _ = print("NewView body \(model.shown)")
        Button("Bump hidden") { model.hidden += 1 }
    }
}

:mount OldView()
:tap "Bump hidden"
:tap "Bump hidden"
:mount NewView()
:tap "Bump hidden"
:tap "Bump hidden"
// expect: OldView body 0
// expect: OldView body 0
// expect: OldView body 0
// expect: NewView body 0
