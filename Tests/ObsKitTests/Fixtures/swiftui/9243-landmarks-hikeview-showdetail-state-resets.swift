// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/animating-views-and-transitions (HikeView's showDetail toggle and HikeDetail's own @State dataToShow)
// In the tutorial, HikeView toggles `showDetail` (inside withAnimation) to insert or remove HikeDetail, and
// HikeDetail keeps the graph it shows in `@State var dataToShow = \Hike.Observation.elevation`, changed by a
// row of buttons.
// - Picking "Heart Rate" changes only HikeDetail's state: only its body runs.
// - Hiding the detail removes it from the hierarchy, and its state goes with it: shown again, it starts
//   from Elevation.
import SwiftUI

struct Hike {
    var name: String
    var distance: Double

    struct Observation {
        var elevation: Double
        var heartRate: Double
        var pace: Double
    }
}

struct HikeDetail: View {
    var hike: Hike
    @State var dataToShow = \Hike.Observation.elevation

    var buttons = [
        ("Elevation", \Hike.Observation.elevation),
        ("Heart Rate", \Hike.Observation.heartRate),
        ("Pace", \Hike.Observation.pace),
    ]

    var body: some View {
        let shown = buttons.first(where: { $0.1 == dataToShow })!.0
        let _ = print("detail shows \(shown)")
        VStack {
            Text("Graph of \(shown)")
            HStack(spacing: 25) {
                ForEach(buttons, id: \.0) { value in
                    Button {
                        dataToShow = value.1
                    } label: {
                        Text(value.0)
                            .font(.system(size: 15))
                            .foregroundStyle(value.1 == dataToShow ? .gray : .accentColor)
                            .animation(nil)
                    }
                }
            }
        }
    }
}

struct HikeView: View {
    var hike: Hike
    @State private var showDetail = false

    var body: some View {
        let _ = print("hike view, detail \(showDetail ? "shown" : "hidden")")
        VStack {
            HStack {
                VStack(alignment: .leading) {
                    Text(hike.name)
                        .font(.headline)
                    Text("\(Int(hike.distance)) km")
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
                    .transition(.slide)
            }
        }
    }
}

:mount HikeView(hike: Hike(name: "Lonesome Ridge Trail", distance: 4))
// expect: hike view, detail hidden
:tap "Graph"
// expect: hike view, detail shown
// expect: detail shows Elevation
:tap "Heart Rate"
// expect: detail shows Heart Rate
:tap "Graph"
// expect: hike view, detail hidden
:tap "Graph"
// expect: hike view, detail shown
// expect: detail shows Elevation
