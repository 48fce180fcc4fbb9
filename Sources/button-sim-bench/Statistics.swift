#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// Median, extremes and percentiles of a sample, in whatever unit the values carry.
    struct Summary: Codable {
        let count: Int
        let median: Double
        let min: Double
        let max: Double
        let p95: Double

        init(_ values: [Double]) {
            let sorted = values.sorted()
            count = sorted.count
            guard let first = sorted.first, let last = sorted.last else {
                median = 0; min = 0; max = 0; p95 = 0
                return
            }
            min = first
            max = last
            let middle = sorted.count / 2
            median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
            p95 = Summary.percentile(95, of: sorted)
        }

        /// Nearest-rank percentile: the smallest value with at least `percent`% of the
        /// sample at or below it. No interpolation, so it is always a measured value.
        static func percentile(_ percent: Double, of sorted: [Double]) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
            return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank - 1))]
        }
    }
#endif
