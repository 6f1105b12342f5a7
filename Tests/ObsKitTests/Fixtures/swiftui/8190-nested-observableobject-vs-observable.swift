// SwiftUI from Apple's documentation: a nested ObservableObject's change doesn't reach the outer view; nested @Observable does
// Ralf Ebert, ObservableObject (https://www.ralfebert.de/swiftui/observableobject/): for class-typed properties of an
// ObservableObject a notification happens only when the reference changes, not the referenced object's contents; the
// PublishedObject README (https://cocoapods.org/pods/PublishedObject) records `outer.innerPublished.value = 3` as not
// calling outer.objectWillChange. Apple, Managing model data (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// with Observation a view depends on an object "accessed through another object".
import SwiftUI

final class OldInner: ObservableObject {
    @Published var value = 1
}

final class OldOuter: ObservableObject {
    @Published var inner = OldInner()
}

@Observable
final class NewInner {
    var value = 1
}

@Observable
final class NewOuter {
    var inner = NewInner()
}

struct OldView: View {
    @StateObject private var outer = OldOuter()
    var body: some View {
        let _ = print("OldView body \(outer.inner.value)")
        Button("Bump inner") { outer.inner.value += 1 }
    }
}

struct NewView: View {
    @State private var outer = NewOuter()
    var body: some View {
        let _ = print("NewView body \(outer.inner.value)")
        Button("Bump inner") { outer.inner.value += 1 }
    }
}

:mount OldView()
:tap "Bump inner"
:mount NewView()
:tap "Bump inner"
// expect: OldView body 1
// expect: NewView body 1
// expect: NewView body 2
