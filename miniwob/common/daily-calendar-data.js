/* The daily-calendar task's lists (hour labels, durations, event names, time windows, the
 * existing events' slot ranges), in source order, from ../shared/miniwob-spec/daily-calendar-data.json.
 * Data, not code. */
var DAILY_CALENDAR_DATA = {
  CALENDAR_TIMES: ["12am","1am","2am","3am","4am","5am","6am","7am","8am","9am","10am","11am","12pm","1pm","2pm","3pm","4pm","5pm","6pm","7pm","8pm","9pm","10pm","11pm"],
  PROBLEM_MINS: ["30 mins","60 mins","90 mins"],
  PROBLEM_HOURS: ["0.5 hours","1 hour","1.5 hours"],
  PROBLEM_ACTIONS: ["Phonecall","Food","Party","Meeting","Gym"],
  TIME_WINDOWS: [{"display":"8AM and 12PM","startCell":16,"endCell":24},{"display":"12PM and 4PM","startCell":24,"endCell":32},{"display":"4PM and 8PM","startCell":32,"endCell":40}],
  RANDOM_EVENT_SLOTS: [[12,13,14,15,16,17,18,19],[24,25,26,27,28,29,30,31],[36,37,38,39,40,41,42,43]]
};
