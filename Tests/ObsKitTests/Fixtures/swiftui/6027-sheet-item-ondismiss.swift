// .sheet(item:onDismiss:content:) with an Identifiable item (Apple's sheet(item:) example): tapping a row
// sets the item, the sheet builds its content with the unwrapped item; a swipe-down sets the item to nil
// and then calls onDismiss; a @StateObject in the sheet's view is made when presented and released when
// dismissed.
// Expected: "EditorModel init Cairo" when shown, onDismiss after dismissal, "EditorModel deinit" when the
// sheet's view goes away; presenting another item makes a fresh model.
// Source: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
import SwiftUI

struct City: Identifiable {
    let id = UUID()
    let name: String
}

final class EditorModel: ObservableObject {
    @Published var notes = ""
    let cityName: String
    init(cityName: String) {
        self.cityName = cityName
        print("EditorModel init \(cityName)")
    }
    deinit { print("EditorModel deinit \(cityName)") }
}

struct CityEditor: View {
    @StateObject private var model: EditorModel
    init(city: City) {
        _model = StateObject(wrappedValue: EditorModel(cityName: city.name))
    }
    var body: some View {
        VStack {
            Text("Editing \(model.cityName)")
            TextField("Notes", text: $model.notes)
        }
    }
}

struct CitiesView: View {
    @State private var cities = [City(name: "Cairo"), City(name: "Lima")]
    @State private var selected: City?

    var body: some View {
        List(cities) { city in
            Button(city.name) { selected = city }
        }
        .sheet(item: $selected, onDismiss: { print("dismissed, selected is \(selected?.name ?? "nil")") }) { city in
            CityEditor(city: city)
        }
    }
}

:mount CitiesView()
:tap "Cairo"
:type "hot" into "Notes"
:tree
:dismiss
:tap "Lima"
:tree

// expect: EditorModel init Cairo
// expect: CitiesView#1
// expect:   List  .sheet
// expect:     row #2
// expect:       Button "Cairo"
// expect:     row #3
// expect:       Button "Lima"
// expect:   Sheet (presented) #4
// expect:     CityEditor#5
// expect:       VStack
// expect:         Text "Editing Cairo"
// expect:         TextField "Notes" = "hot"
// expect: EditorModel deinit Cairo
// expect: dismissed, selected is nil
// expect: EditorModel init Lima
// expect: CitiesView#1
// expect:   List  .sheet
// expect:     row #2
// expect:       Button "Cairo"
// expect:     row #3
// expect:       Button "Lima"
// expect:   Sheet (presented) #6
// expect:     CityEditor#7
// expect:       VStack
// expect:         Text "Editing Lima"
// expect:         TextField "Notes" = ""
