// cookbook style: NavigationPath with two value types pushed from root buttons and from a NavigationLink(value:) in a page; the root reads path.count so it runs on every push and pop; a page given the root's $path binding runs again when the path changes (its binding differs), a page given only its value does not (rules §15.12, §2.5, §2.7, §3.5)
import SwiftUI

struct CityPage: View {
    let city: String

    var body: some View {
        let _ = print("CityPage body: \(city)")
        VStack {
            Text(city)
            NavigationLink("Year 2024", value: 2024)
        }
    }
}

struct YearPage: View {
    let year: Int
    @Binding var path: NavigationPath

    var body: some View {
        let _ = print("YearPage body: \(year)")
        VStack {
            Text("\(year)")
            NavigationLink("Next year after \(year)", value: year + 1)
            Button("Back home from \(year)") { path = NavigationPath() }
        }
    }
}

struct PathRoot: View {
    @State private var path = NavigationPath()

    var body: some View {
        let _ = print("PathRoot body: depth \(path.count)")
        NavigationStack(path: $path) {
            VStack {
                Button("Push city") { path.append("Oslo") }
                Button("Push year") { path.append(1999) }
            }
            .navigationDestination(for: String.self) { city in
                CityPage(city: city)
            }
            .navigationDestination(for: Int.self) { year in
                YearPage(year: year, path: $path)
            }
        }
    }
}

:mount PathRoot()
// expect: PathRoot body: depth 0
:tap "Push city"
// expect: PathRoot body: depth 1
// expect: CityPage body: Oslo
:tap "Year 2024"
// expect: PathRoot body: depth 2
// expect: YearPage body: 2024
:tap "Next year after 2024"
// expect: PathRoot body: depth 3
// expect: YearPage body: 2024
// expect: YearPage body: 2025
:tap "Back home from 2025"
// expect: PathRoot body: depth 0
:tap "Push year"
// expect: PathRoot body: depth 1
// expect: YearPage body: 1999
:back
// expect: PathRoot body: depth 0
