// Swift Evolution style (SE-0220 count(where:)): tallying survey answers
struct Response {
    let respondent: String
    let rating: Int      // 1...5
    let comment: String?
    let wouldRecommend: Bool
}

let responses = [
    Response(respondent: "r1", rating: 5, comment: "great", wouldRecommend: true),
    Response(respondent: "r2", rating: 2, comment: nil, wouldRecommend: false),
    Response(respondent: "r3", rating: 4, comment: "good value", wouldRecommend: true),
    Response(respondent: "r4", rating: 3, comment: "", wouldRecommend: true),
    Response(respondent: "r5", rating: 1, comment: "slow shipping", wouldRecommend: false),
    Response(respondent: "r6", rating: 5, comment: nil, wouldRecommend: true),
]

// Before: responses.filter { ... }.count, which allocates an intermediate array
let promoters = responses.count(where: { $0.rating >= 4 })
let detractors = responses.count { $0.rating <= 2 }
print("promoters \(promoters), detractors \(detractors)")

let nps = (promoters - detractors) * 100 / responses.count
print("net promoter score:", nps)

// Key paths work as predicates
print("recommend:", responses.count(where: \.wouldRecommend))

// Combined conditions
let withComments = responses.count { ($0.comment ?? "").isEmpty == false }
print("with comments:", withComments)

// Histogram built from count(where:)
for stars in (1...5).reversed() {
    let n = responses.count { $0.rating == stars }
    print("\(stars)*", String(repeating: "#", count: n), n)
}

// Works on any Sequence: strings, ranges, lazy sequences
let sentence = "Count the vowels in this sentence, please."
print("vowels:", sentence.count { "aeiou".contains($0) })
print("uppercase:", sentence.count(where: \.isUppercase))
print("multiples of 7 under 100:", (1..<100).count { $0 % 7 == 0 })
print("squares over 50:", (1...10).lazy.map { $0 * $0 }.count { $0 > 50 })

// Counting in nested data
let teams = [["ann", "bob"], [], ["cat", "dan", "eve"], ["fay"]]
print("non-empty teams:", teams.count { !$0.isEmpty })
print("people named with 3 letters:", teams.joined().count { $0.count == 3 })

// A throwing predicate is allowed (count(where:) rethrows)
enum Invalid: Error { case rating(Int) }
func strictHigh(_ r: Response) throws -> Bool {
    guard (1...5).contains(r.rating) else { throw Invalid.rating(r.rating) }
    return r.rating == 5
}
do {
    print("fives:", try responses.count(where: strictHigh))
    let broken = responses + [Response(respondent: "rX", rating: 9, comment: nil, wouldRecommend: false)]
    print(try broken.count(where: strictHigh))
} catch {
    print("invalid data:", error)
}

// expect: promoters 3, detractors 2
// expect: net promoter score: 16
// expect: recommend: 4
// expect: with comments: 3
// expect: 5* ## 2
// expect: 4* # 1
// expect: 3* # 1
// expect: 2* # 1
// expect: 1* # 1
// expect: vowels: 13
// expect: uppercase: 1
// expect: multiples of 7 under 100: 14
// expect: squares over 50: 3
// expect: non-empty teams: 3
// expect: people named with 3 letters: 6
// expect: fives: 2
// expect: invalid data: rating(9)
