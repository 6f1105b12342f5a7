// Survey form reset with `.id(formID)`: the parent bumps an id from a toolbar "Start Over" button and the Form's own
// @State (a Stepper, a Toggle, a TextField) starts over, the technique Apple's StateObject page gives for a new
// identity.
// What SwiftUI does: edits run only the form, which owns and reads the state (rules §3.4). A new id resets the
// subtree: the old node is destroyed, a new one set up from the initial values, its body runs; then the old form's
// onDisappear and the new one's onAppear, disappear first (rules §1.3, §11.1).
// Sources: rules §1.3, §3.4, §11.1, §15.4; https://developer.apple.com/documentation/swiftui/view/id(_:)
// https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

struct SurveyForm: View {
    @State private var rating = 3
    @State private var recommend = true
    @State private var comments = ""

    var body: some View {
        let _ = print("SurveyForm body: rating \(rating), recommend \(recommend), '\(comments)'")
        Form {
            Stepper("Rating: \(rating)", value: $rating, in: 1...5)
            Toggle("Would recommend", isOn: $recommend)
            TextField("Comments", text: $comments)
        }
        .onAppear { print("SurveyForm appeared") }
        .onDisappear { print("SurveyForm disappeared") }
    }
}

struct FeedbackSurvey: View {
    @State private var formID = 0

    var body: some View {
        let _ = print("FeedbackSurvey body: form \(formID)")
        NavigationStack {
            SurveyForm()
                .id(formID)
                .navigationTitle("Survey")
                .toolbar {
                    Button("Start Over") {
                        formID += 1
                    }
                }
        }
    }
}

:mount FeedbackSurvey()
// expect: FeedbackSurvey body: form 0
// expect: SurveyForm body: rating 3, recommend true, ''
// expect: SurveyForm appeared
:step "Rating: 3" up
// expect: SurveyForm body: rating 4, recommend true, ''
:toggle "Would recommend"
// expect: SurveyForm body: rating 4, recommend false, ''
:type "ok" into "Comments"
// expect: SurveyForm body: rating 4, recommend false, 'o'
// expect: SurveyForm body: rating 4, recommend false, 'ok'
:tap "Start Over"
// expect: FeedbackSurvey body: form 1
// expect: SurveyForm body: rating 3, recommend true, ''
// expect: SurveyForm disappeared
// expect: SurveyForm appeared
