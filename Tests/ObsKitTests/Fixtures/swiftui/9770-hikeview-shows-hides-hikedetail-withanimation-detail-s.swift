// Apple Landmarks tutorial style: HikeView shows and hides a HikeDetail with withAnimation; the detail's segmented Picker state lives in the detail, so hiding it ends that state and showing it again starts from the initial value (rules §1.1, §1.4, §11.1, §15.15)
import SwiftUI

struct Hike {
    let name: String
    let distance: Double
}

enum HikeData: String, CaseIterable {
    case elevation = "Elevation"
    case heartRate = "Heart Rate"
    case pace = "Pace"
}

struct HikeDetail: View {
    let hike: Hike
    @State private var dataToShow = HikeData.elevation

    var body: some View {
        let _ = print("HikeDetail body: \(dataToShow.rawValue)")
        VStack {
            Text("\(hike.name): \(dataToShow.rawValue) graph")
            Picker("Data", selection: $dataToShow) {
                ForEach(HikeData.allCases, id: \.self) { kind in
                    Text(kind.rawValue).tag(kind)
                }
            }
            .pickerStyle(.segmented)
        }
        .onAppear { print("HikeDetail appeared") }
        .onDisappear { print("HikeDetail disappeared: \(dataToShow.rawValue)") }
    }
}

struct HikeView: View {
    var hike: Hike
    @State private var showDetail = false

    var body: some View {
        let _ = print("HikeView body: detail \(showDetail)")
        VStack {
            HStack {
                VStack(alignment: .leading) {
                    Text(hike.name)
                        .font(.headline)
                    Text("\(hike.distance) km")
                }
                Spacer()
                Button {
                    withAnimation {
                        showDetail.toggle()
                    }
                } label: {
                    Label("Graph", systemImage: "chevron.right.circle")
                        .labelStyle(.iconOnly)
                        .imageScale(.large)
                        .rotationEffect(.degrees(showDetail ? 90 : 0))
                        .padding()
                }
            }
            if showDetail {
                HikeDetail(hike: hike)
                    .transition(.move(edge: .bottom))
            }
        }
    }
}

:mount HikeView(hike: Hike(name: "Lonesome Ridge", distance: 4.5))
// expect: HikeView body: detail false
:tap "Graph"
// expect: HikeView body: detail true
// expect: HikeDetail body: Elevation
// expect: HikeDetail appeared
:pick "Pace" in "Data"
// expect: HikeDetail body: Pace
:tap "Graph"
// expect: HikeView body: detail false
// expect: HikeDetail disappeared: Pace
:tap "Graph"
// expect: HikeView body: detail true
// expect: HikeDetail body: Elevation
// expect: HikeDetail appeared
