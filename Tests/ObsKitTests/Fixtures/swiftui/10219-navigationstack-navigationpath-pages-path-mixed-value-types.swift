// Apple docs style: the NavigationStack and NavigationPath pages: a path of mixed value types, NavigationLink(value:) appending, one navigationDestination(for:) per type, a toolbar button appending in code, :back popping (rules §15.12, §14.3, §15.4)
import SwiftUI

struct Station: Hashable {
    let name: String
    let line: Int
}

struct StationDetail: View {
    let station: Station

    var body: some View {
        let _ = print("StationDetail body: \(station.name)")
        VStack {
            Text(station.name)
            NavigationLink("Line \(station.line)", value: station.line)
        }
    }
}

struct LineDetail: View {
    let line: Int

    var body: some View {
        let _ = print("LineDetail body: \(line)")
        Text("Line \(line)")
    }
}

struct MetroView: View {
    @State private var path = NavigationPath()
    private let stations = [Station(name: "Central", line: 1), Station(name: "Harbor", line: 2)]

    var body: some View {
        let _ = print("MetroView body: depth \(path.count)")
        NavigationStack(path: $path) {
            List(stations, id: \.name) { station in
                NavigationLink(station.name, value: station)
            }
            .navigationDestination(for: Station.self) { station in
                StationDetail(station: station)
            }
            .navigationDestination(for: Int.self) { line in
                LineDetail(line: line)
            }
            .toolbar {
                Button("Line 3") { path.append(3) }
            }
        }
    }
}

:mount MetroView()
// expect: MetroView body: depth 0
:tap "Central"
// expect: MetroView body: depth 1
// expect: StationDetail body: Central
:tap "Line 1"
// expect: MetroView body: depth 2
// expect: LineDetail body: 1
:back
// expect: MetroView body: depth 1
:back
// expect: MetroView body: depth 0
:tap "Line 3"
// expect: MetroView body: depth 1
// expect: LineDetail body: 3
