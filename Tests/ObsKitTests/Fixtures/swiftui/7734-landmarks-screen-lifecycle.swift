// Apple sample style (Landmarks): a landmark list and its detail log screen views with onAppear/onDisappear, as an app's analytics would, across a push, a pop and a second push.
// SwiftUI: the pushed detail's body runs at the push (rules §14.3); on iOS 16+ NavigationStack calls the incoming view's onAppear when the transition starts and the covered view's onDisappear
// when it ends, so the new view's appear comes first in both directions (community: github.com/ole/swiftui-view-lifecycle; Fatbobman "onAppear call timing"; README assumption 1 notes these reports);
// covered views keep their nodes and state, and a pop destroys the detail (rules §14.3, §1.4).
import SwiftUI

struct Landmark: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct LandmarkDetail: View {
    let landmark: Landmark

    var body: some View {
        let _ = print("detail body \(landmark.name)")
        VStack {
            Text(landmark.name)
                .font(.title)
            Text("Added to your recently viewed places")
        }
        .onAppear {
            print("appear: detail \(landmark.name)")
        }
        .onDisappear {
            print("disappear: detail \(landmark.name)")
        }
    }
}

struct LandmarkList: View {
    let landmarks = [
        Landmark(id: 1, name: "Granite Arch"),
        Landmark(id: 2, name: "Heron Marsh"),
    ]

    var body: some View {
        let _ = print("list body")
        NavigationStack {
            List(landmarks) { landmark in
                NavigationLink(landmark.name, value: landmark)
            }
            .navigationTitle("Landmarks")
            .navigationDestination(for: Landmark.self) { landmark in
                LandmarkDetail(landmark: landmark)
            }
            .onAppear {
                print("appear: list")
            }
            .onDisappear {
                print("disappear: list")
            }
        }
    }
}

:mount LandmarkList()
// expect: list body
// expect: appear: list
:tap "Granite Arch"
// expect: detail body Granite Arch
// expect: appear: detail Granite Arch
// expect: disappear: list
:back
// expect: appear: list
// expect: disappear: detail Granite Arch
:tap "Heron Marsh"
// expect: detail body Heron Marsh
// expect: appear: detail Heron Marsh
// expect: disappear: list
