// cookbook style, a pitfall on purpose: a path of values that are not unique: each "Kyoto" and "Nara" page is a page of its own with its own @State, but "Return to Nara" finds the first "Nara" with firstIndex(of:) and pops past the page it was tapped on (rules §15.12, §1.4)
import SwiftUI

struct StopPage: View {
    let city: String
    @Binding var path: [String]
    @State private var notes = 0

    var body: some View {
        let _ = print("StopPage body: \(city) notes=\(notes)")
        VStack {
            Button("Note in \(city)") { notes += 1 }
            NavigationLink("Go to Kyoto", value: "Kyoto")
            NavigationLink("Go to Nara", value: "Nara")
            Button("Return to \(city)") {
                if let i = path.firstIndex(of: city) {
                    path.removeSubrange((i + 1)...)
                }
                print("path now \(path)")
            }
        }
    }
}

struct TripRoot: View {
    @State private var path: [String] = []

    var body: some View {
        let _ = print("TripRoot body")
        NavigationStack(path: $path) {
            NavigationLink("Start in Kyoto", value: "Kyoto")
                .navigationDestination(for: String.self) { city in
                    StopPage(city: city, path: $path)
                }
        }
    }
}

:mount TripRoot()
// expect: TripRoot body
:tap "Start in Kyoto"
// expect: StopPage body: Kyoto notes=0
:tap "Note in Kyoto"
// expect: StopPage body: Kyoto notes=1
:tap "Go to Nara"
// expect: StopPage body: Nara notes=0
:tap "Note in Nara"
// expect: StopPage body: Nara notes=1
:tap "Go to Kyoto"
// expect: StopPage body: Kyoto notes=0
:tap "Go to Nara"
// expect: StopPage body: Nara notes=0
:tap "Return to Nara"
// expect: path now ["Kyoto", "Nara"]
:tap "Note in Nara"
// expect: StopPage body: Nara notes=2
:back
:tap "Note in Kyoto"
// expect: StopPage body: Kyoto notes=2
