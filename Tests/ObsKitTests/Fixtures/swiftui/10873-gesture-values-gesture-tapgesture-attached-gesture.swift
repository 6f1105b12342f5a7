// Tutorial style (gesture values with .gesture): a TapGesture attached with .gesture(TapGesture().onEnded { }) toggles a light inside withAnimation, while a simultaneous long press never fires; a tap performs the tap gesture as it performs onTapGesture (rules §15.10, §15.19, §15.20, §3.4, §12.1, §15.15)
import SwiftUI

struct LightSwitchView: View {
    @State private var isOn = false
    @State private var presses = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 20) {
            Text(isOn ? "Light is on" : "Light is off")
                .padding()
                .background(isOn ? Color.yellow : Color.black.opacity(0.1))
                .gesture(
                    TapGesture()
                        .onEnded {
                            presses += 1
                            withAnimation(.easeInOut(duration: 0.2)) {
                                isOn.toggle()
                            }
                            print("gesture tap \(presses)")
                        }
                )
                .simultaneousGesture(
                    LongPressGesture(minimumDuration: 0.8)
                        .onEnded { _ in
                            print("long press")
                        }
                )
            Text("Presses: \(presses)")
        }
    }
}

:mount LightSwitchView()
// expect: LightSwitchView: @self, @identity, _isOn, _presses changed.
:tap "Light is off"
// expect: gesture tap 1
// expect: LightSwitchView: _isOn, _presses changed.
:tap "Light is on"
// expect: gesture tap 2
// expect: LightSwitchView: _isOn, _presses changed.
