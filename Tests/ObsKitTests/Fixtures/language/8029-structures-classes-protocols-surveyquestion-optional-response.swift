// Swift book style (Structures and Classes / Protocols): SurveyQuestion with optional response and a quiz
class SurveyQuestion {
    let text: String
    var response: String?
    init(text: String) { self.text = text }
    func ask() { print(text) }
}
let cheeseQuestion = SurveyQuestion(text: "Do you like cheese?")
cheeseQuestion.ask()
print(cheeseQuestion.response == nil)
cheeseQuestion.response = "Yes, I do like cheese."
print(cheeseQuestion.response!)
let beetsQuestion = SurveyQuestion(text: "How about beets?")
beetsQuestion.ask()
beetsQuestion.response = "I also like beets. (But not with cheese.)"
struct Survey {
    var questions: [SurveyQuestion] = []
    mutating func add(_ q: String) { questions.append(SurveyQuestion(text: q)) }
    var answered: Int { questions.filter { $0.response != nil }.count }
    func report() {
        for (n, q) in questions.enumerated() {
            print("\(n + 1). \(q.text) -> \(q.response ?? "(no answer)")")
        }
    }
}
var survey = Survey(questions: [cheeseQuestion, beetsQuestion])
survey.add("Favourite colour?")
survey.report()
print("answered \(survey.answered) of \(survey.questions.count)")
let copy = survey
copy.questions[2].response = "green"
print(survey.answered)
var tally: [String: Int] = [:]
for q in survey.questions {
    let word = q.response?.split(separator: " ").first.map(String.init) ?? "none"
    tally[word, default: 0] += 1
}
for (k, v) in tally.sorted(by: { $0.key < $1.key }) { print("\(k): \(v)") }
// expect: Do you like cheese?
// expect: true
// expect: Yes, I do like cheese.
// expect: How about beets?
// expect: 1. Do you like cheese? -> Yes, I do like cheese.
// expect: 2. How about beets? -> I also like beets. (But not with cheese.)
// expect: 3. Favourite colour? -> (no answer)
// expect: answered 2 of 3
// expect: 3
// expect: I: 1
// expect: Yes,: 1
// expect: green: 1
