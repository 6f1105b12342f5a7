// The edit-view pattern of the "100 days" SwiftUI course's map project, own code: a list of places; tapping one
// presents `sheet(item:)` with an edit view that copies the place's fields into its own @State in `init`
// (`_name = State(initialValue:)`), edits the copies, and hands a new place to an `onSave` closure on Save.
// What SwiftUI does: the sheet's content is built with the item when it is presented (rules §13.1); the list's body
// never reads `selectedPlace`, so it does not run (rules §3.5, §8.7). The edit view's storage is made once, from the
// values of that init (rules §3.2): typing changes only the copy, and only the edit view runs (rules §3.4). Save
// writes the list's @State through the closure and `dismiss()` sets the item to nil (rules §15.12, §13.1): the list
// runs once. A swipe-down discards the copy; presenting again makes a new edit view with fresh copies (rules §1.4).
// Sources: rules §1.4, §3.2, §3.4, §3.5, §8.7, §13.1, §15.12;
// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
// https://developer.apple.com/documentation/swiftui/state
import SwiftUI

struct Place: Identifiable, Equatable {
    let id: Int
    var name: String
    var description: String
}

struct EditPlaceView: View {
    @Environment(\.dismiss) var dismiss
    var place: Place
    var onSave: (Place) -> Void

    @State private var name: String
    @State private var description: String

    init(place: Place, onSave: @escaping (Place) -> Void) {
        self.place = place
        self.onSave = onSave
        _name = State(initialValue: place.name)
        _description = State(initialValue: place.description)
        print("EditPlaceView init: \(place.name)")
    }

    var body: some View {
        let _ = print("EditPlaceView body: name '\(name)'")
        NavigationStack {
            Form {
                Section {
                    TextField("Place name", text: $name)
                    TextField("Description", text: $description)
                }
            }
            .navigationTitle("Place details")
            .toolbar {
                Button("Save") {
                    var newPlace = place
                    newPlace.name = name
                    newPlace.description = description
                    onSave(newPlace)
                    dismiss()
                }
            }
        }
    }
}

struct PlacesView: View {
    @State private var places = [
        Place(id: 1, name: "Harbour", description: "Fishing boats"),
        Place(id: 2, name: "Old Mill", description: "Water wheel"),
    ]
    @State private var selectedPlace: Place?

    var body: some View {
        let _ = print("PlacesView body: \(places.map(\.name).joined(separator: ", "))")
        NavigationStack {
            List(places) { place in
                Button(place.name) {
                    selectedPlace = place
                }
            }
            .navigationTitle("Places")
            .sheet(item: $selectedPlace) { place in
                EditPlaceView(place: place) { newPlace in
                    if let index = places.firstIndex(of: place) {
                        places[index] = newPlace
                    }
                }
            }
        }
    }
}

:mount PlacesView()
// expect: PlacesView body: Harbour, Old Mill
:tap "Harbour"
// expect: EditPlaceView init: Harbour
// expect: EditPlaceView body: name 'Harbour'
:type "s" into "Place name"
// expect: EditPlaceView body: name 'Harbours'
:type " lights" into "Description"
:tap "Save"
// expect: PlacesView body: Harbours, Old Mill
:tap "Old Mill"
// expect: EditPlaceView init: Old Mill
// expect: EditPlaceView body: name 'Old Mill'
:clear "Place name"
// expect: EditPlaceView body: name ''
:dismiss
:tap "Old Mill"
// expect: EditPlaceView init: Old Mill
// expect: EditPlaceView body: name 'Old Mill'
